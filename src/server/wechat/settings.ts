import { type Env, read } from '../env-values';

/** The 公众号 whose JS-SDK signs share cards; null (WECHAT_APP_ID unset) loads no SDK anywhere. */
export interface WeChatSettings {
	appId: string;
	appSecret: string;
	/** Scheme, host and port of WeChat's API without a trailing slash; a stand-in in tests. */
	apiBase: string;
}

const DEFAULT_WECHAT_API_BASE = 'https://api.weixin.qq.com';

export function readWeChatSettings(env: Env): WeChatSettings | null {
	const appId = read(env, 'WECHAT_APP_ID')?.trim();
	const appSecret = read(env, 'WECHAT_APP_SECRET')?.trim();
	if (!appId && !appSecret) return null;
	if (!appId || !appSecret) {
		throw new Error(
			'WECHAT_APP_ID 与 WECHAT_APP_SECRET 应同时设置 / must be set together (or neither)',
		);
	}
	const apiBase = (read(env, 'WECHAT_API_BASE')?.trim() ?? DEFAULT_WECHAT_API_BASE).replace(
		/\/+$/,
		'',
	);
	if (!/^https?:\/\/[^/]+$/.test(apiBase)) {
		throw new Error(
			`WECHAT_API_BASE 应为 http(s)://主机[:端口] / must be http(s)://host[:port]: ${apiBase}`,
		);
	}
	return { appId, appSecret, apiBase };
}
