import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, listenInRange, readBody, type StandIn } from './listen';

/**
 * A local Tencent Cloud SMS (API 3.0, 2021-01-11) SendSms that checks requests as the gateway does
 * for TC3-HMAC-SHA256 (cloud.tencent.com "签名方法 v3") and answers the documented bodies: a
 * SendStatusSet whose Code is `Ok`, or the number's own refusal (LimitExceeded.*,
 * InvalidParameterValue.IncorrectPhoneNumber), or `Response.Error` for the whole request.
 */
export interface TencentStandIn extends StandIn {
	sent: {
		phoneNumber: string;
		sdkAppId: string;
		signName: string;
		templateId: string;
		params: string[];
	}[];
	refused: string[];
}

export interface TencentStandInOptions {
	secretId: string;
	secretKey: string;
	/** Numbers over the provider's frequency limit (LimitExceeded.PhoneNumberThirtySecondLimit). */
	limitedNumbers?: string[];
	/** Numbers the provider calls wrong (InvalidParameterValue.IncorrectPhoneNumber). */
	illegalNumbers?: string[];
	/** Numbers answered FailedOperation.InsufficientBalanceInSmsPackage. */
	unpaidNumbers?: string[];
	/**
	 * The application's approved templates by TemplateId, with how many parameters ({1}, {2}…) each
	 * has. When given, another id is FailedOperation.TemplateIncorrectOrUnapproved and a
	 * TemplateParamSet of another length FailedOperation.TemplateParamSetNotMatchApprovedTemplate.
	 */
	templates?: Record<string, number>;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
	createHmac('sha256', key).update(data).digest();
const FIVE_MINUTES_S = 300;

export async function startTencentStandIn(options: TencentStandInOptions): Promise<TencentStandIn> {
	const sent: TencentStandIn['sent'] = [];
	const refused: string[] = [];

	const error = (response: ServerResponse, code: string, message: string) => {
		refused.push(code);
		answerJson(response, 200, {
			Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() },
		});
	};

	const handle = async (request: IncomingMessage, response: ServerResponse) => {
		const body = await readBody(request);
		const url = new URL(request.url ?? '/', 'http://stand-in');
		const header = (name: string) => {
			const value = request.headers[name];
			return Array.isArray(value) ? value.join(',') : value;
		};
		const authorization = header('authorization') ?? '';
		const match =
			/^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
				authorization,
			);
		if (!match) {
			return error(
				response,
				'AuthFailure.InvalidAuthorization',
				'Authorization header does not follow the TC3-HMAC-SHA256 form.',
			);
		}
		const [, secretId, date, service, signedHeaderList, signature] = match as unknown as string[];
		if (secretId !== options.secretId) {
			return error(
				response,
				'AuthFailure.SecretIdNotFound',
				'The SecretId is not found, please ensure that your SecretId is correct.',
			);
		}
		const signedHeaders = (signedHeaderList as string).split(';');
		if (!signedHeaders.includes('host') || !signedHeaders.includes('content-type')) {
			return error(
				response,
				'AuthFailure.InvalidAuthorization',
				'SignedHeaders must include content-type and host.',
			);
		}
		// The scope's service is the product the host names (sms.tencentcloudapi.com → sms).
		const host = header('host') ?? '';
		if (service !== host.split('.')[0]) {
			return error(
				response,
				'AuthFailure.SignatureFailure',
				`Credential scope service ${service} does not match host ${host}.`,
			);
		}
		if (header('x-tc-action') !== 'SendSms') {
			return error(response, 'InvalidAction', `The action ${header('x-tc-action')} is not found.`);
		}
		if (header('x-tc-version') !== '2021-01-11') {
			return error(
				response,
				'NoSuchVersion',
				`The version ${header('x-tc-version')} is not found.`,
			);
		}
		if (!header('x-tc-region')) {
			return error(
				response,
				'MissingParameter',
				'The request is missing a required parameter `Region`.',
			);
		}
		const timestamp = Number(header('x-tc-timestamp'));
		if (!Number.isInteger(timestamp) || Math.abs(timestamp - Date.now() / 1000) > FIVE_MINUTES_S) {
			return error(
				response,
				'AuthFailure.SignatureExpire',
				'Signature expired. Timestamp differs from the server time by more than five minutes.',
			);
		}
		if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) {
			return error(
				response,
				'AuthFailure.SignatureFailure',
				'The credential date is not the date of X-TC-Timestamp.',
			);
		}

		// CanonicalHeaders: names and values lowercased and trimmed, sorted by name. The gateway is
		// reached on the default port, so its host carries none; the stand-in's port is left out too.
		const canonicalValue = (name: string) => {
			const value = (header(name) ?? '').trim().toLowerCase();
			return name === 'host' ? value.replace(/:\d+$/, '') : value;
		};
		const canonicalHeaders = [...signedHeaders]
			.sort()
			.map((name) => `${name}:${canonicalValue(name)}\n`)
			.join('');
		const canonicalRequest = [
			request.method,
			url.pathname,
			url.search.slice(1),
			canonicalHeaders,
			signedHeaders.join(';'),
			sha256Hex(body),
		].join('\n');
		const scope = `${date}/${service}/tc3_request`;
		const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
		const secretSigning = hmac(
			hmac(hmac(`TC3${options.secretKey}`, date as string), service as string),
			'tc3_request',
		);
		const expected = createHmac('sha256', secretSigning).update(stringToSign).digest('hex');
		if (expected !== signature) {
			return error(
				response,
				'AuthFailure.SignatureFailure',
				'The provided credentials could not be validated. Please check your signature is correct.',
			);
		}

		let payload: Record<string, unknown>;
		try {
			payload = JSON.parse(body.toString('utf8'));
		} catch {
			return error(response, 'InvalidParameter', 'The request body is not JSON.');
		}
		for (const name of ['PhoneNumberSet', 'SmsSdkAppId', 'TemplateId']) {
			if (payload[name] === undefined) {
				return error(
					response,
					'MissingParameter',
					`The request is missing a required parameter \`${name}\`.`,
				);
			}
		}
		const numbers = payload.PhoneNumberSet;
		const params = payload.TemplateParamSet ?? [];
		if (!Array.isArray(numbers) || !Array.isArray(params) || typeof payload.SignName !== 'string') {
			return error(
				response,
				'InvalidParameter',
				'PhoneNumberSet and TemplateParamSet are arrays of strings; SignName is a string.',
			);
		}
		if (options.templates) {
			const expected = options.templates[String(payload.TemplateId)];
			if (expected === undefined) {
				return error(
					response,
					'FailedOperation.TemplateIncorrectOrUnapproved',
					'template is not approved or request content does not match the approved template content',
				);
			}
			if (params.length !== expected || params.some((param) => typeof param !== 'string')) {
				return error(
					response,
					'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
					'request content does not match the approved template content',
				);
			}
		}
		const statuses = numbers.map((number: string) => {
			const local = String(number).replace(/^(\+86|0086|86)/, '');
			const status = (code: string, message: string) => ({
				SerialNo: code === 'Ok' ? `2028:${randomUUID()}` : '',
				PhoneNumber: number,
				Fee: code === 'Ok' ? 1 : 0,
				SessionContext: '',
				Code: code,
				Message: message,
				IsoCode: 'CN',
			});
			if (!/^1\d{10}$/.test(local) || options.illegalNumbers?.includes(local)) {
				refused.push('InvalidParameterValue.IncorrectPhoneNumber');
				return status('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
			}
			if (options.limitedNumbers?.includes(local)) {
				refused.push('LimitExceeded.PhoneNumberThirtySecondLimit');
				return status(
					'LimitExceeded.PhoneNumberThirtySecondLimit',
					'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
				);
			}
			if (options.unpaidNumbers?.includes(local)) {
				refused.push('FailedOperation.InsufficientBalanceInSmsPackage');
				return status(
					'FailedOperation.InsufficientBalanceInSmsPackage',
					'insufficient balance in SMS package',
				);
			}
			sent.push({
				phoneNumber: number,
				sdkAppId: String(payload.SmsSdkAppId),
				signName: payload.SignName as string,
				templateId: String(payload.TemplateId),
				params: params.map(String),
			});
			return status('Ok', 'send success');
		});
		answerJson(response, 200, { Response: { SendStatusSet: statuses, RequestId: randomUUID() } });
	};

	const server = await listenInRange((request, response) => {
		handle(request, response).catch((caught) =>
			answerJson(response, 200, {
				Response: {
					Error: { Code: 'InternalError', Message: String(caught) },
					RequestId: randomUUID(),
				},
			}),
		);
	});
	return { ...server, sent, refused };
}
