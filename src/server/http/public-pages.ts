import { PageCache } from './page-cache';

/**
 * The public pages served to visitors without a session for PAGE_TTL_MS after a render. Pages
 * already tell browsers and proxies they may keep them 60 s; two seconds here turn a burst of
 * visitors into one render. Every API write empties it, so a change shows on the next request.
 */
const PAGE_TTL_MS = 2_000;
const PAGE_ENTRIES = 500;

export const publicPages = new PageCache(PAGE_TTL_MS, PAGE_ENTRIES);
