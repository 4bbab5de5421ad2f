import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, listenInRange, readBody, type StandIn } from './listen';

/**
 * A local Dysmsapi (2017-05-25) SendSms that checks requests as Aliyun's gateway does for the V3
 * signature (help.aliyun.com "V3版本请求体&签名机制", ACS3-HMAC-SHA256) and answers the bodies of
 * the SendSms reference: `{"Code":"OK",...}` or a business code such as isv.BUSINESS_LIMIT_CONTROL.
 */
export interface AliyunStandIn extends StandIn {
	/** Every message accepted: the number and the template's parameters. */
	sent: { phoneNumbers: string; signName: string; templateCode: string; params: unknown }[];
	/** Refusals the stand-in gave, by Code. */
	refused: string[];
}

export interface AliyunStandInOptions {
	accessKeyId: string;
	accessKeySecret: string;
	/** Numbers that hit the provider's frequency limit (isv.BUSINESS_LIMIT_CONTROL). */
	limitedNumbers?: string[];
	/** Numbers the operator refuses (isv.MOBILE_NUMBER_ILLEGAL). */
	illegalNumbers?: string[];
	/** Numbers answered isv.AMOUNT_NOT_ENOUGH (the account's balance ran out). */
	unpaidNumbers?: string[];
	/**
	 * The account's approved templates by TemplateCode, with their `${variable}` names. When given,
	 * another code is isv.SMS_TEMPLATE_ILLEGAL, a variable left out isv.TEMPLATE_MISSING_PARAMETERS
	 * and one over 35 characters (a 通知 template's limit) isv.PARAM_LENGTH_LIMIT.
	 */
	templates?: Record<string, readonly string[]>;
}

/** A notification template's variable holds 1-35 characters (Aliyun 短信模板变量规范). */
const MAX_VARIABLE_LENGTH = 35;

/** RFC 3986 percent-encoding, as the V3 canonical query string asks (space %20, `~` kept). */
function percentEncode(text: string): string {
	return encodeURIComponent(text).replace(
		/[!'()*]/g,
		(c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
	);
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const REQUIRED_SIGNED = [
	'host',
	'x-acs-action',
	'x-acs-content-sha256',
	'x-acs-date',
	'x-acs-signature-nonce',
	'x-acs-version',
];
const CLOCK_SKEW_MS = 15 * 60 * 1000;

export async function startAliyunStandIn(options: AliyunStandInOptions): Promise<AliyunStandIn> {
	const sent: AliyunStandIn['sent'] = [];
	const refused: string[] = [];
	const nonces = new Set<string>();

	const error = (response: ServerResponse, status: number, code: string, message: string) => {
		refused.push(code);
		answerJson(response, status, {
			RequestId: randomUUID().toUpperCase(),
			HostId: 'dysmsapi.aliyuncs.com',
			Code: code,
			Message: message,
			Recommend: `https://api.aliyun.com/troubleshoot?q=${code}`,
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
			/^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
				authorization,
			);
		if (!match) {
			return error(
				response,
				400,
				'MissingAuthorization',
				'Authorization is mandatory for this action.',
			);
		}
		const [, accessKeyId, signedHeaderList, signature] = match as unknown as string[];
		if (accessKeyId !== options.accessKeyId) {
			return error(
				response,
				404,
				'InvalidAccessKeyId.NotFound',
				'Specified access key is not found.',
			);
		}
		const signedHeaders = (signedHeaderList as string).split(';');
		// Every common header must be signed, and so must every x-acs-* header and content-type.
		const mustSign = new Set(REQUIRED_SIGNED);
		for (const name of Object.keys(request.headers)) {
			if (name.startsWith('x-acs-') || name === 'content-type') mustSign.add(name);
		}
		for (const name of mustSign) {
			if (!signedHeaders.includes(name) || header(name) === undefined) {
				return error(
					response,
					400,
					'SignatureDoesNotMatch',
					`Header ${name} must be present and signed.`,
				);
			}
		}
		if (header('x-acs-action') !== 'SendSms' || header('x-acs-version') !== '2017-05-25') {
			return error(
				response,
				400,
				'InvalidAction.NotFound',
				'Specified api is not found, please check your url and method.',
			);
		}
		const date = header('x-acs-date') as string;
		if (
			!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(date) ||
			Math.abs(Date.parse(date) - Date.now()) > CLOCK_SKEW_MS
		) {
			return error(
				response,
				400,
				'InvalidTimeStamp.Expired',
				`Specified time stamp or date value is expired: ${date}`,
			);
		}
		const nonce = header('x-acs-signature-nonce') as string;
		if (nonces.has(nonce)) {
			return error(
				response,
				400,
				'SignatureNonceUsed',
				'Specified signature nonce was used already.',
			);
		}
		const contentHash = sha256Hex(body);
		if (header('x-acs-content-sha256') !== contentHash) {
			return error(
				response,
				400,
				'SignatureDoesNotMatch',
				'x-acs-content-sha256 is not the hash of the body.',
			);
		}

		// CanonicalRequest = method \n URI \n query \n headers \n signed headers \n payload hash.
		const query = [...url.searchParams.entries()]
			.map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
			.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
			.map(([key, value]) => `${key}=${value}`)
			.join('&');
		const canonicalHeaders = [...signedHeaders]
			.sort()
			.map((name) => `${name}:${(header(name) ?? '').trim()}\n`)
			.join('');
		const canonicalRequest = [
			request.method,
			url.pathname,
			query,
			canonicalHeaders,
			signedHeaders.join(';'),
			contentHash,
		].join('\n');
		const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
		const expected = createHmac('sha256', options.accessKeySecret)
			.update(stringToSign)
			.digest('hex');
		if (expected !== signature) {
			return error(
				response,
				400,
				'SignatureDoesNotMatch',
				`Specified signature does not match our calculation. server string to sign is:${stringToSign}`,
			);
		}
		nonces.add(nonce);

		// RPC parameters come in the query (the SDK's choice) or as a form body.
		const params = new URLSearchParams(url.search);
		if ((header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
			for (const [key, value] of new URLSearchParams(body.toString('utf8'))) params.set(key, value);
		}
		for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
			if (!params.get(name)) {
				return error(response, 400, `Missing${name}`, `${name} is mandatory for this action.`);
			}
		}
		let templateParams: unknown;
		try {
			templateParams = JSON.parse(params.get('TemplateParam') ?? '');
		} catch {
			templateParams = undefined;
		}
		const business = (code: string, message: string) => {
			refused.push(code);
			answerJson(response, 200, {
				RequestId: randomUUID().toUpperCase(),
				Code: code,
				Message: message,
			});
		};
		if (typeof templateParams !== 'object' || templateParams === null) {
			return business('isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
		}
		const templateCode = params.get('TemplateCode') as string;
		if (options.templates) {
			const variables = options.templates[templateCode];
			if (!variables) return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
			const given = templateParams as Record<string, unknown>;
			if (variables.some((name) => typeof given[name] !== 'string' || given[name] === '')) {
				return business('isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
			}
			if (variables.some((name) => [...(given[name] as string)].length > MAX_VARIABLE_LENGTH)) {
				return business('isv.PARAM_LENGTH_LIMIT', '参数超出长度限制');
			}
		}
		const phoneNumbers = params.get('PhoneNumbers') as string;
		if (!/^1\d{10}$/.test(phoneNumbers) || options.illegalNumbers?.includes(phoneNumbers)) {
			return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
		}
		if (options.limitedNumbers?.includes(phoneNumbers)) {
			return business('isv.BUSINESS_LIMIT_CONTROL', '触发号码天级流控Permits:10');
		}
		if (options.unpaidNumbers?.includes(phoneNumbers)) {
			return business('isv.AMOUNT_NOT_ENOUGH', '账户余额不足');
		}
		sent.push({
			phoneNumbers,
			signName: params.get('SignName') as string,
			templateCode,
			params: templateParams,
		});
		answerJson(response, 200, {
			RequestId: randomUUID().toUpperCase(),
			Message: 'OK',
			BizId: `${Date.now()}^0`,
			Code: 'OK',
		});
	};

	const server = await listenInRange((request, response) => {
		handle(request, response).catch((caught) =>
			answerJson(response, 500, { Code: 'InternalError', Message: String(caught) }),
		);
	});
	return { ...server, sent, refused };
}
