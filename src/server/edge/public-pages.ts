import { DETAIL_PATH, findRoute, RESOURCE_PATH, RESOURCES_PATH } from '../../lib/routes';
import { activityOf, type CacheChange } from '../cache/changes';
import { PageCache } from './page-cache';

/**
 * The public pages served to every visitor for PAGE_TTL_MS after a render. Pages
 * already tell browsers and proxies they may keep them 60 s; half that here turns the visitors of
 * a page into one render. A write to the lists (publish, cancel, review, an edit) marks the pages
 * it changed stale (`isStaleAfter`), on every instance: the next request renders each again, and
 * whoever asks during that render still gets the previous page rather than waiting in line.
 * Counters (likes, collects, seats) are not worth a render each: at 50 a second they would cost
 * 50 renders a second, so the pages that show them lag by PAGE_TTL_MS at most, while signed-in
 * readers see their own at once (the actions island reads them from the server) and seats are
 * never offered from the page (the join island asks the server). An expired page, too, is handed
 * out for up to another PAGE_TTL_MS while its first visitor renders it anew.
 * Entries are packed (gzip and brotli, about a quarter of the HTML), so PAGE_BYTES holds some
 * 1,500 pages.
 */
const PAGE_TTL_MS = 30_000;
const PAGE_ENTRIES = 5_000;
const PAGE_BYTES = 32 * 1024 * 1024;

/** Pages that show no activity list: one activity's page, and the resources. */
const RESOURCE_PAGES = new Set<string>([RESOURCES_PATH, RESOURCE_PATH]);
const PAGES_OF_ONE = new Set<string>([DETAIL_PATH, ...RESOURCE_PAGES]);

/** The route path of the page a key (`variant|path?query`, cache-key.ts) holds. */
function routeOfKey(key: string): string | undefined {
	const start = key.indexOf('|/') + 1;
	const end = key.indexOf('?', start);
	return findRoute(key.slice(start, end === -1 ? undefined : end))?.path;
}

/** Whether a key holds the detail page of activity `id`: its key's query is exactly `?id=N`. */
function isDetailOf(key: string, id: number | null): boolean {
	return id !== null && key.endsWith(`?id=${id}`) && routeOfKey(key) === DETAIL_PATH;
}

/**
 * Whether the page kept under `key` is to be rendered again after `change`: an activity's counters
 * on no page (they lag by a page's lifetime); its page's own content on its detail pages only; a change to the lists on every page but other
 * activities' detail pages (layouts and variants alike) and the resources'; `all` on every page.
 * Run on every key after each write, so it reads the key as text.
 */
export function isStaleAfter(change: CacheChange, key: string): boolean {
	if (change.kind === 'all') return true;
	if (change.kind === 'activity') return false;
	if (change.kind === 'page') return isDetailOf(key, change.id);
	const id = activityOf(change);
	const route = routeOfKey(key) ?? '';
	if (id === null) return !RESOURCE_PAGES.has(route);
	return !PAGES_OF_ONE.has(route) || isDetailOf(key, id);
}

export const publicPages = new PageCache(
	PAGE_TTL_MS,
	PAGE_ENTRIES,
	Date.now,
	PAGE_BYTES,
	isStaleAfter,
	PAGE_TTL_MS,
);

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
