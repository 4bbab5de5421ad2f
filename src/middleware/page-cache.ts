import type { MiddlewareHandler } from 'astro';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import type { PageCache } from '../server/http/page-cache';
import { isSharedPageRequest, publicPages } from '../server/http/public-pages';

/**
 * What a page served from the cache still has to do, such as counting an activity's view; told
 * the request's headers and socket address, which say who the visitor is.
 */
export type CachedPageVisit = (
	url: URL,
	headers: Pick<Headers, 'get'>,
	socketAddress: string,
) => void;

/**
 * Serves the public pages rendered moments ago (`publicPages`), to signed-in visitors as to the
 * others (`isSharedPageRequest`). Keyed by layout, WeChat variant and full address. The answer
 * comes packed as the request accepts it, so the compress step passes it by.
 */
export function createPageCacheMiddleware(
	onCachedVisit: CachedPageVisit,
	cache: PageCache = publicPages,
): MiddlewareHandler {
	return async (context, next) => {
		const hasSession = context.cookies.get(SESSION_COOKIE) !== undefined;
		if (context.request.method !== 'GET' || !isSharedPageRequest(context.url.pathname, hasSession))
			return next();
		const variant = context.locals.wechat
			? `${context.locals.device}|wechat`
			: context.locals.device;
		const key = `${variant}|${context.url.pathname}${context.url.search}`;
		const { response, fromCache } = await cache.serve(key, next, context.request.headers);
		if (fromCache) onCachedVisit(context.url, context.request.headers, context.clientAddress);
		return response;
	};
}
