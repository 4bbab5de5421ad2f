/** WeChat share cards: what the server and the browser agree on. */

/** The official JS-SDK's origin: the only script origin a WeChat page adds to its CSP. */
export const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com';
/** The official JS-SDK. */
export const WECHAT_SDK_URL = `${WECHAT_SDK_ORIGIN}/open/js/jweixin-1.6.0.js`;

/** On `<html>` of a page rendered for WeChat with the SDK configured: its CSP admits the SDK. */
export const WECHAT_ATTRIBUTE = 'data-wechat';

/** The share interfaces of JS-SDK 1.4+ (to friends, to 朋友圈); wx.config asks for these alone. */
export const WECHAT_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

/** WeChat's in-app browser names itself `MicroMessenger/<version>` in the user agent. */
export function isWeChatUserAgent(userAgent: string | null | undefined): boolean {
	return /\bMicroMessenger\//i.test(userAgent ?? '');
}

/** The endpoint that signs a page's address for wx.config (docs/api.md, "WeChat"). */
export const WECHAT_JS_CONFIG_PATH = '/wechat/jsConfig';
