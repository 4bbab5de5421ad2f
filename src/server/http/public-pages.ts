import { findRoute } from '../../lib/routes';
import { PageCache } from './page-cache';

/**
 * The public pages served to every visitor for PAGE_TTL_MS after a render. Pages
 * already tell browsers and proxies they may keep them 60 s; half that here turns the visitors of
 * a page into one render, and every API write empties it, so a change shows on the next request.
 * Entries are packed (gzip and brotli, about a quarter of the HTML), so PAGE_BYTES holds some
 * 1,500 pages.
 */
const PAGE_TTL_MS = 30_000;
const PAGE_ENTRIES = 5_000;
const PAGE_BYTES = 32 * 1024 * 1024;

export const publicPages = new PageCache(PAGE_TTL_MS, PAGE_ENTRIES, Date.now, PAGE_BYTES);

/**
 * Whether a request for `path` may be answered from `publicPages`. Public pages hold nothing
 * personal (the islands fetch that), so a session changes none of their bytes and signed-in
 * readers share them; pages behind the login guard never do. Other paths (sitemaps, robots.txt)
 * are shared with visitors without a session only, as before.
 */
export function isSharedPageRequest(path: string, hasSession: boolean): boolean {
	const route = findRoute(path);
	return route ? route.isPublic : !hasSession;
}
