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

export function readSmsSettings(env: Env, sender: string): SmsSettings {
	if (sender === 'aliyun') {
		return {
			aliyun: {
				accessKeyId: required(env, 'ALIYUN_SMS_ACCESS_KEY_ID', sender),
				accessKeySecret: required(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET', sender),
				signName: required(env, 'ALIYUN_SMS_SIGN_NAME', sender),
				templateCode: required(env, 'ALIYUN_SMS_TEMPLATE_CODE', sender),
				endpoint: parseSmsEndpoint(
					'ALIYUN_SMS_ENDPOINT',
					value(env, 'ALIYUN_SMS_ENDPOINT') ?? 'https://dysmsapi.aliyuncs.com',
				),
			},
		};
	}
	if (sender === 'tencent') {
		return {
			tencent: {
				secretId: required(env, 'TENCENT_SMS_SECRET_ID', sender),
				secretKey: required(env, 'TENCENT_SMS_SECRET_KEY', sender),
				sdkAppId: required(env, 'TENCENT_SMS_SDK_APP_ID', sender),
				signName: required(env, 'TENCENT_SMS_SIGN_NAME', sender),
				templateId: required(env, 'TENCENT_SMS_TEMPLATE_ID', sender),
				region: value(env, 'TENCENT_SMS_REGION') ?? 'ap-guangzhou',
				endpoint: parseSmsEndpoint(
					'TENCENT_SMS_ENDPOINT',
					value(env, 'TENCENT_SMS_ENDPOINT') ?? 'https://sms.tencentcloudapi.com',
				),
			},
		};
	}
	return {};
}
