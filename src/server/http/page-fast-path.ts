import { DEVICE_COOKIE, isMobileUserAgent, parseDevice } from '../../lib/device';
import {
	desktopTwinOf,
	findRoute,
	isServicePath,
	LOGIN_PATH,
	mobileTwinOf,
} from '../../lib/routes';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { getServerConfig } from '../config';
import { isAllowedHost } from './allowed-host';
import type { PageCache } from './page-cache';
import { isSharedPageRequest } from './public-pages';
import { securityHeadersFor } from './security-headers';
import { isWeChatVariant, pageVaryFor } from './wechat-variant';

/** What `serve.mjs` hands over of a Node request. */
export interface RawRequest {
	method?: string | undefined;
	url?: string | undefined;
	headers: Record<string, string | string[] | undefined>;
	encrypted: boolean;
}

/** A ready answer: `serve.mjs` writes it with `writeHead` and `end`. */
export interface RawAnswer {
	status: number;
	headers: Record<string, string>;
	body: Uint8Array | null;
}

/** Where `serve.mjs` finds the fast path (src/server/standalone/serve.mjs). */
export const FAST_PATH_KEY = Symbol.for('kpy.cachedPageAnswer');

/** The first value of each cookie in a `Cookie` header, undecoded (the names we read need none). */
function cookieValue(header: string | undefined, name: string): string | undefined {
	if (!header) return undefined;
	for (const part of header.split(';')) {
		const at = part.indexOf('=');
		if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
	}
	return undefined;
}

function header(request: RawRequest, name: string): string | undefined {
	const value = request.headers[name];
	return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The page cache's key for a request if every middleware step before the cache would let it
 * through unchanged (src/middleware/index.ts): a GET of a page the cache may share with this
 * visitor (`isSharedPageRequest`), for our host, over plain HTTP or TLS we can see, on a page the
 * visitor's device stays on, not /login's referer redirect.
 * Anything else is left to Astro, which decides it as before.
 */
export function fastPathKey(request: RawRequest): string | null {
	if (request.method !== 'GET' || !request.url?.startsWith('/')) return null;
	const cookies = header(request, 'cookie');
	// Astro alone knows whether to believe a proxy's scheme (security.allowedDomains).
	if (request.headers['x-forwarded-proto'] || request.headers['x-forwarded-host']) return null;
	const host = header(request, 'host');
	if (!host || !isAllowedHost(host, getServerConfig())) return null;
	const url = URL.canParse(request.url, 'http://localhost')
		? new URL(request.url, 'http://localhost')
		: null;
	if (!url || isServicePath(url.pathname) || !findRoute(url.pathname)) return null;
	const hasSession = cookieValue(cookies, SESSION_COOKIE) !== undefined;
	if (!isSharedPageRequest(url.pathname, hasSession)) return null;
	if (url.pathname === '/' || (url.pathname === LOGIN_PATH && url.search === '')) return null;
	const device =
		parseDevice(cookieValue(cookies, DEVICE_COOKIE)) ??
		(isMobileUserAgent(header(request, 'user-agent')) ? 'mobile' : 'desktop');
	const twin = device === 'mobile' ? mobileTwinOf(url.pathname) : desktopTwinOf(url.pathname);
	if (twin) return null;
	const wechat = isWeChatVariant(getServerConfig(), header(request, 'user-agent'));
	return `${wechat ? `${device}|wechat` : device}|${url.pathname}${url.search}`;
}

/**
 * Lets `serve.mjs` answer a page the cache holds before Astro runs: the same bytes and headers the
 * middleware would send (the cache's answer plus the security step's headers), for the cost of a
 * static file. `onHit` does what the page cache middleware does for a cached visit.
 */
export function registerPageFastPath(
	cache: PageCache,
	onHit: (url: URL, headers: Pick<Headers, 'get'>, socketAddress: string) => void,
): void {
	const answer = (request: RawRequest): RawAnswer | null => {
		const key = fastPathKey(request);
		if (key === null) return null;
		const headers = { get: (name: string) => header(request, name.toLowerCase()) ?? null };
		const found = cache.peek(key, headers);
		if (!found) return null;
		const answerHeaders = Object.fromEntries(found.headers);
		answerHeaders.vary = pageVaryFor(getServerConfig());
		for (const [name, value] of Object.entries(securityHeadersFor(true, request.encrypted)))
			answerHeaders[name] ??= value;
		// serve.mjs has put the socket's address among the headers (client-address.ts).
		onHit(new URL(request.url ?? '/', getServerConfig().publicOrigin), headers, '');
		return { status: found.status, headers: answerHeaders, body: found.body };
	};
	(globalThis as Record<symbol, unknown>)[FAST_PATH_KEY] = answer;
}
