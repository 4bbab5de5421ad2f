/** Where a provider's API is: `https://host[:port]` (or a bare host, then https). */
interface SmsEndpoint {
	protocol: 'http' | 'https';
	/** Host and port, as the SDKs take them. */
	host: string;
}

export interface AliyunSmsSettings {
	accessKeyId: string;
	accessKeySecret: string;
	signName: string;
	templateCode: string;
	endpoint: SmsEndpoint;
}

export interface TencentSmsSettings {
	secretId: string;
	secretKey: string;
	sdkAppId: string;
	signName: string;
	templateId: string;
	region: string;
	endpoint: SmsEndpoint;
}

/** The SMS part of the configuration; only the provider LOGIN_CODE_SENDER names is read. */
export interface SmsSettings {
	aliyun?: AliyunSmsSettings;
	tencent?: TencentSmsSettings;
}

type Env = Record<string, string | undefined>;

function value(env: Env, key: string): string | undefined {
	const text = env[key]?.trim();
	return text ? text : undefined;
}

function required(env: Env, key: string, sender: string): string {
	const text = value(env, key);
	if (!text) {
		throw new Error(`LOGIN_CODE_SENDER=${sender} 需要配置 ${key} / needs ${key}`);
	}
	return text;
}

/** `https://dysmsapi.aliyuncs.com`, `http://127.0.0.1:4751` or a bare host (https). */
function parseSmsEndpoint(key: string, text: string): SmsEndpoint {
	const withScheme = /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
	const url = URL.canParse(withScheme) ? new URL(withScheme) : null;
	if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
		throw new Error(`${key} 应为 http(s)://主机[:端口] / must be http(s)://host[:port]: ${text}`);
	}
	return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}

/**
 * The variables' names, shared by both providers: the key pair (Aliyun AccessKey, Tencent SecretId and
 * SecretKey), the approved 签名 and template, and the endpoint; Tencent also needs its SMS application
 * (`SMS_SDK_APP_ID`) and takes a region.
 */
export function readSmsSettings(env: Env, sender: string): SmsSettings {
	if (sender === 'aliyun') {
		return {
			aliyun: {
				accessKeyId: required(env, 'SMS_ACCESS_KEY_ID', sender),
				accessKeySecret: required(env, 'SMS_ACCESS_KEY_SECRET', sender),
				signName: required(env, 'SMS_SIGN_NAME', sender),
				templateCode: required(env, 'SMS_TEMPLATE_ID', sender),
				endpoint: parseSmsEndpoint(
					'SMS_ENDPOINT',
					value(env, 'SMS_ENDPOINT') ?? 'https://dysmsapi.aliyuncs.com',
				),
			},
		};
	}
	if (sender === 'tencent') {
		return {
			tencent: {
				secretId: required(env, 'SMS_ACCESS_KEY_ID', sender),
				secretKey: required(env, 'SMS_ACCESS_KEY_SECRET', sender),
				sdkAppId: required(env, 'SMS_SDK_APP_ID', sender),
				signName: required(env, 'SMS_SIGN_NAME', sender),
				templateId: required(env, 'SMS_TEMPLATE_ID', sender),
				region: value(env, 'SMS_REGION') ?? 'ap-guangzhou',
				endpoint: parseSmsEndpoint(
					'SMS_ENDPOINT',
					value(env, 'SMS_ENDPOINT') ?? 'https://sms.tencentcloudapi.com',
				),
			},
		};
	}
	return {};
}
