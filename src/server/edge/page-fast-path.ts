import type { RemotePattern } from 'astro';
import { getServerConfig } from '../config';
import { ALLOWED_DOMAINS } from './allowed-domains';
import { classifyRequest, type EdgeRequest } from './classify';
import { addressAsAstroSeesIt } from './forwarded-address';
import type { PageCache } from './page-cache';
import { securityHeadersFor } from './security-headers';
import { pageVaryFor } from './wechat-variant';

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
 * What the edge reads of a request `serve.mjs` hands over, its address as Astro's pipeline would
 * see it (forwarded-address.ts); null when it has no usable address.
 */
export function edgeRequestOfRaw(
	request: RawRequest,
	allowedDomains: readonly Partial<RemotePattern>[] = ALLOWED_DOMAINS,
): EdgeRequest | null {
	const host = header(request, 'host');
	if (!request.method || !request.url?.startsWith('/') || !host) return null;
	const base = `${request.encrypted ? 'https' : 'http'}://${host}`;
	if (!URL.canParse(request.url, base)) return null;
	const cookies = header(request, 'cookie');
	return {
		method: request.method,
		url: addressAsAstroSeesIt(new URL(request.url, base), request.headers, allowedDomains),
		rawHost: host,
		cookie: (name) => cookieValue(cookies, name),
		userAgent: header(request, 'user-agent') ?? null,
		referer: header(request, 'referer') ?? null,
	};
}

/** What the fast path needs of a request the cache may answer: the key, and whether it is https. */
interface FastPathRequest {
	key: string;
	https: boolean;
}

function fastPathRequestOf(
	request: RawRequest,
	allowedDomains: readonly Partial<RemotePattern>[] = ALLOWED_DOMAINS,
): FastPathRequest | null {
	const edge = edgeRequestOfRaw(request, allowedDomains);
	if (!edge) return null;
	const decision = classifyRequest(edge, getServerConfig());
	if (!decision.fastPath || decision.cacheKey === null) return null;
	return { key: decision.cacheKey, https: edge.url.protocol === 'https:' };
}

/**
 * The page cache's key for a request the edge's decision lets the cache answer before Astro runs
 * (classify.ts, as the middleware decides it, on the address Astro would see): a GET of a page the
 * cache may share with this visitor, for our host, with nothing to redirect. Anything else is left
 * to Astro, which decides it the same way.
 */
export function fastPathKey(request: RawRequest): string | null {
	return fastPathRequestOf(request)?.key ?? null;
}

/**
 * Lets `serve.mjs` answer a page the cache holds before Astro runs: the same bytes and headers the
 * middleware would send (the cache's answer plus the security step's headers), for the cost of a
 * static file. `onHit` does what the page cache middleware does for a cached visit.
 */
export function registerPageFastPath(
	cache: PageCache,
	onHit: (url: URL, headers: Pick<Headers, 'get'>, socketAddress: string) => void,
	allowedDomains: readonly Partial<RemotePattern>[] = ALLOWED_DOMAINS,
): void {
	const answer = (request: RawRequest): RawAnswer | null => {
		const asked = fastPathRequestOf(request, allowedDomains);
		if (asked === null) return null;
		const headers = { get: (name: string) => header(request, name.toLowerCase()) ?? null };
		const found = cache.peek(asked.key, headers);
		if (!found) return null;
		const answerHeaders = Object.fromEntries(found.headers);
		answerHeaders.vary = pageVaryFor(getServerConfig());
		for (const [name, value] of Object.entries(securityHeadersFor(true, asked.https)))
			answerHeaders[name] ??= value;
		// serve.mjs has put the socket's address among the headers (client-address.ts).
		onHit(new URL(request.url ?? '/', getServerConfig().publicOrigin), headers, '');
		return { status: found.status, headers: answerHeaders, body: found.body };
	};
	(globalThis as Record<symbol, unknown>)[FAST_PATH_KEY] = answer;
}
