import { isWeChatUserAgent } from '../../lib/wechat';
import type { ServerConfig } from '../config';

/**
 * Whether a request gets the WeChat variant of a page: the 公众号 is configured and the visitor is
 * WeChat's browser. That variant admits the JS-SDK's origin in its CSP and marks `<html>` so the
 * share script loads after the load event; every other visitor gets the page without either.
 */
export function isWeChatVariant(
	config: Pick<ServerConfig, 'wechat'>,
	userAgent: string | null | undefined,
) {
	return config.wechat !== null && isWeChatUserAgent(userAgent);
}

/**
 * Pages differ by user agent only while the 公众号 is configured; shared caches in front of the
 * portal then keep the WeChat variant apart (`Vary`), as the page cache does by its key.
 */
export function pageVaryFor(config: ServerConfig): string {
	return config.wechat === null ? 'Accept-Encoding' : 'Accept-Encoding, User-Agent';
}
