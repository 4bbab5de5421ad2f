import type { WeChatJsConfig } from '../../../lib/api/wechat';
import { weChatJsConfigSchema } from '../../../lib/validation/wechat';
import { getJsapiTicket } from '../../wechat/credentials';
import { createNonceStr, signJsApi } from '../../wechat/js-signature';
import { WeChatApiError } from '../../wechat/wechat-api';
import { type ApiContext, parseInput } from '../context';
import { ApiError, CODES, fail } from '../errors';

/** The page address to sign: ours (PUBLIC_ORIGIN), http(s), without its `#` part. */
function pageAddress(text: string, publicOrigin: string): string {
	const url = URL.canParse(text) ? new URL(text) : null;
	if (!url || url.origin !== publicOrigin) {
		throw fail.badInput(`页面地址 url 应为本站（${publicOrigin}）的网页地址`);
	}
	const hash = text.indexOf('#');
	return hash < 0 ? text : text.slice(0, hash);
}

/**
 * wx.config's fields for a page of ours opened inside WeChat (docs/api.md, "WeChat"): the
 * signature of its address with the 公众号's jsapi_ticket, shared by every server (credentials.ts).
 */
export async function getWeChatJsConfig(context: ApiContext): Promise<WeChatJsConfig> {
	const { url } = parseInput(weChatJsConfigSchema, context.input);
	const address = pageAddress(url, context.config.publicOrigin);
	const settings = context.config.wechat;
	if (!settings) throw new ApiError(CODES.wechatUnavailable, '本站未配置微信公众号，无法设置分享');
	let ticket: string;
	try {
		ticket = await getJsapiTicket(context.db, settings, context.now);
	} catch (error) {
		if (!(error instanceof WeChatApiError)) throw error;
		console.error(`[wechat] jsapi_ticket unavailable: ${error.message}`);
		throw new ApiError(CODES.wechatUnavailable, '微信分享暂不可用，请稍后再试');
	}
	const timestamp = Math.floor(context.now.getTime() / 1000);
	const nonceStr = createNonceStr();
	return {
		appId: settings.appId,
		timestamp,
		nonceStr,
		signature: signJsApi({ ticket, nonceStr, timestamp, url: address }),
	};
}
