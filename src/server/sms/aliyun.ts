import DysmsapiExport, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { CodeSender } from '../auth/code-sender';
import { type SmsFailureKind, SmsSendError } from './failure';
import type { AliyunSmsSettings } from './settings';

/** Codes from Aliyun's SendSms error list (dysmsapi 2017-05-25) that are its frequency limits. */
const RATE_LIMIT_CODES = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL']);
const BAD_NUMBER_CODES = new Set(['isv.MOBILE_NUMBER_ILLEGAL']);

function classifyAliyunCode(code: string): SmsFailureKind {
	if (RATE_LIMIT_CODES.has(code) || code.startsWith('Throttling')) return 'rateLimited';
	if (BAD_NUMBER_CODES.has(code)) return 'badNumber';
	return 'failed';
}

/**
 * The client class. The package is CommonJS with `exports.default = Client`: bundlers hand that to a
 * default import, Node's own loader hands the whole `module.exports`.
 */
const Dysmsapi =
	(DysmsapiExport as unknown as { default?: typeof DysmsapiExport }).default ?? DysmsapiExport;

/** Sends one templated SMS, or throws an SmsSendError: then nothing went out. */
export type AliyunSend = (
	mobile: string,
	templateCode: string,
	params: Record<string, string>,
) => Promise<void>;

/** SendSms through the official SDK (V3 signature, ACS3-HMAC-SHA256). */
export function createAliyunSend(settings: AliyunSmsSettings): AliyunSend {
	const client = new Dysmsapi(
		new $OpenApiUtil.Config({
			accessKeyId: settings.accessKeyId,
			accessKeySecret: settings.accessKeySecret,
			endpoint: settings.endpoint.host,
			protocol: settings.endpoint.protocol,
			readTimeout: 10_000,
			connectTimeout: 5_000,
		}),
	);
	return async (mobile, templateCode, params) => {
		let answer: { code?: string; message?: string } | undefined;
		try {
			const response = await client.sendSms(
				new SendSmsRequest({
					phoneNumbers: mobile,
					signName: settings.signName,
					templateCode,
					templateParam: JSON.stringify(params),
				}),
			);
			answer = response.body ?? {};
		} catch (error) {
			// A gateway refusal (signature, keys, throttling) is thrown with the provider's code.
			const providerCode = String((error as { code?: unknown }).code ?? 'unreachable');
			const message = error instanceof Error ? error.message : String(error);
			throw new SmsSendError(
				classifyAliyunCode(providerCode),
				`aliyun ${providerCode}: ${message}`,
			);
		}
		if (answer.code !== 'OK') {
			const providerCode = answer.code ?? 'unknown';
			throw new SmsSendError(
				classifyAliyunCode(providerCode),
				`aliyun ${providerCode}: ${answer.message ?? ''}`,
			);
		}
	};
}

/** LOGIN_CODE_SENDER=aliyun: the login template has one variable, `${code}`. */
export function createAliyunSender(settings: AliyunSmsSettings): CodeSender {
	const send = createAliyunSend(settings);
	return (mobile, code) => send(mobile, settings.templateCode, { code });
}
