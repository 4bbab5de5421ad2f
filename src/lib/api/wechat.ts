import { WECHAT_JS_CONFIG_PATH } from '../wechat';
import { request } from './http';

/** What wx.config needs besides jsApiList, signed for one page address. */
export interface WeChatJsConfig {
	appId: string;
	/** Seconds since the epoch. */
	timestamp: number;
	nonceStr: string;
	signature: string;
}

/** The signature for `url` (the page's address without its `#` part); no toast on failure. */
export function getWeChatJsConfig(url: string): Promise<WeChatJsConfig> {
	return request<WeChatJsConfig>(WECHAT_JS_CONFIG_PATH, {
		method: 'GET',
		data: { url },
		toast: false,
	});
}
