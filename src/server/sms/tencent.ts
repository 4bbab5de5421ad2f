import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { CodeSender } from '../auth/code-sender';
import { type SmsFailureKind, SmsSendError } from './failure';
import type { TencentSmsSettings } from './settings';

/** Tencent Cloud SMS answers (API 2021-01-11): its frequency limits are LimitExceeded.*. */
function classifyTencentCode(code: string): SmsFailureKind {
	if (code.startsWith('LimitExceeded.') || code.startsWith('RequestLimitExceeded')) {
		return 'rateLimited';
	}
	if (
		code === 'InvalidParameterValue.IncorrectPhoneNumber' ||
		code === 'FailedOperation.PhoneNumberInBlacklist' ||
		code === 'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber'
	) {
		return 'badNumber';
	}
	return 'failed';
}

/** Sends one templated SMS, its parameters in the template's {1}, {2}… order, or throws. */
export type TencentSend = (mobile: string, templateId: string, params: string[]) => Promise<void>;

/** SendSms through the official SDK (TC3-HMAC-SHA256). */
export function createTencentSend(settings: TencentSmsSettings): TencentSend {
	const client = new sms.v20210111.Client({
		credential: { secretId: settings.secretId, secretKey: settings.secretKey },
		region: settings.region,
		profile: {
			httpProfile: {
				endpoint: settings.endpoint.host,
				protocol: `${settings.endpoint.protocol}://`,
				reqTimeout: 10,
			},
		},
	});
	return async (mobile, templateId, params) => {
		let status: { Code?: string; Message?: string } | undefined;
		try {
			const answer = await client.SendSms({
				PhoneNumberSet: [`+86${mobile}`],
				SmsSdkAppId: settings.sdkAppId,
				SignName: settings.signName,
				TemplateId: templateId,
				TemplateParamSet: params,
			});
			status = answer.SendStatusSet?.[0];
		} catch (error) {
			// The whole request refused (signature, keys, limits): the SDK throws the Error's Code.
			const providerCode = String((error as { code?: unknown }).code || 'unreachable');
			const message = error instanceof Error ? error.message : String(error);
			throw new SmsSendError(
				classifyTencentCode(providerCode),
				`tencent ${providerCode}: ${message}`,
			);
		}
		// One number: its own status says whether it went (`Ok`) or why not.
		if (status?.Code !== 'Ok') {
			const providerCode = status?.Code ?? 'unknown';
			throw new SmsSendError(
				classifyTencentCode(providerCode),
				`tencent ${providerCode}: ${status?.Message ?? ''}`,
			);
		}
	};
}

/** LOGIN_CODE_SENDER=tencent: the login template has one parameter, {1}, the code. */
export function createTencentSender(settings: TencentSmsSettings): CodeSender {
	const send = createTencentSend(settings);
	return (mobile, code) => send(mobile, settings.templateId, [code]);
}
