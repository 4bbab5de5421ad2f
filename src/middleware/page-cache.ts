import type { MiddlewareHandler } from 'astro';
import { PageCache } from '../server/http/page-cache';
import { SESSION_COOKIE } from './session';

/**
 * How long a visitor's page is served again without rendering. Pages already tell browsers and
 * proxies they may keep them 60 s; two seconds here turn a burst of visitors into one render.
 */
export const PAGE_CACHE_TTL_MS = 2_000;
const PAGE_CACHE_ENTRIES = 500;

/** What a page served from the cache still has to do, such as counting an activity's view. */
export type CachedPageVisit = (url: URL) => void;

/**
 * Serves visitors without a session the public pages rendered in the last PAGE_CACHE_TTL_MS.
 * Keyed by layout and full address; signed-in users always get a fresh render.
 */
export function createPageCacheMiddleware(
	onCachedVisit: CachedPageVisit,
	cache = new PageCache(PAGE_CACHE_TTL_MS, PAGE_CACHE_ENTRIES),
): MiddlewareHandler {
	return async (context, next) => {
		if (context.request.method !== 'GET' || context.cookies.get(SESSION_COOKIE) !== undefined)
			return next();
		const key = `${context.locals.device}|${context.url.pathname}${context.url.search}`;
		const { response, fromCache } = await cache.serve(key, next);
		if (fromCache) onCachedVisit(context.url);
		return response;
	};
}
