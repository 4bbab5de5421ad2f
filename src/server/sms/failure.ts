import { ApiError, CODES } from '../api/errors';

/** What went wrong at the provider, in the terms the login form needs. */
export type SmsFailureKind = 'rateLimited' | 'badNumber' | 'failed';

/** A send the provider refused or could not be reached for; nothing was delivered. */
export class SmsSendError extends Error {
	constructor(
		readonly kind: SmsFailureKind,
		/** The provider and its own code, for the server log (e.g. `aliyun isv.BUSINESS_LIMIT_CONTROL`). */
		readonly detail: string,
	) {
		super(`${kind}: ${detail}`);
	}
}

/** The answer the caller hears: never a 5xx, whatever the provider said. */
export function smsFailureToApiError(error: SmsSendError): ApiError {
	if (error.kind === 'rateLimited') {
		return new ApiError(CODES.sendTooOften, '短信发送过于频繁，请稍后再试', 429);
	}
	if (error.kind === 'badNumber') {
		return new ApiError(CODES.badInput, '手机号无法接收短信，请检查号码是否正确');
	}
	return new ApiError(CODES.smsFailed, '短信发送失败，请稍后再试');
}
