import { DomainError } from '../domain-error';

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
export function smsFailureToDomainError(error: SmsSendError): DomainError {
	if (error.kind === 'rateLimited') {
		return new DomainError('send_too_often', '短信发送过于频繁，请稍后再试');
	}
	if (error.kind === 'badNumber') {
		return new DomainError('invalid', '手机号无法接收短信，请检查号码是否正确');
	}
	return new DomainError('sms_failed', '短信发送失败，请稍后再试');
}
