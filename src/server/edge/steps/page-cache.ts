import type { MiddlewareHandler } from 'astro';
import type { PageCache } from '../page-cache';
import { publicPages } from '../public-pages';

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
 * Serves the public pages rendered moments ago (`publicPages`) under the key the edge decided
 * (layout, WeChat variant and the page the address means), to signed-in visitors as to the
 * others. The answer comes packed as the request accepts it, so the compress step passes it by.
 */
export function createPageCacheMiddleware(
	onCachedVisit: CachedPageVisit,
	cache: PageCache = publicPages,
): MiddlewareHandler {
	return async (context, next) => {
		const key = context.locals.edge.cacheKey;
		if (key === null) return next();
		const { response, fromCache } = await cache.serve(key, next, context.request.headers);
		if (fromCache) onCachedVisit(context.url, context.request.headers, context.clientAddress);
		return response;
	};
}
