import type { APIContext } from 'astro';
import { DEVICE_COOKIE, type Device, isMobileUserAgent, parseDevice } from '../../lib/device';
import {
	desktopTwinOf,
	findRoute,
	HOME_PATH,
	isServicePath,
	LOGIN_PATH,
	loginHref,
	mobileTwinOf,
	NOT_FOUND_PATH,
} from '../../lib/routes';
import { toPageTarget } from '../../lib/safe-redirect';
import { SESSION_COOKIE } from '../auth/session-cookie';
import type { ServerConfig } from '../config';
import { isHostHeader } from '../standalone/host-header.mjs';
import { isAllowedHost } from './allowed-host';
import { pageCacheKey } from './cache-key';
import { isSharedPageRequest } from './public-pages';
import { isWeChatVariant } from './wechat-variant';

/** What the edge reads of a request; `serve.mjs`'s fast path and the middleware both build one. */
export interface EdgeRequest {
	method: string;
	/** The address as Astro sees it: scheme and host are a trusted proxy's once it is believed. */
	url: URL;
	/** The raw `Host` header, null when absent. */
	rawHost: string | null;
	cookie: (name: string) => string | undefined;
	userAgent: string | null;
	referer: string | null;
}

/** What the edge answers before any page or endpoint runs, if anything. */
type EdgeAnswer =
	| { kind: 'pass' }
	/** A host this portal does not serve: 421, before any cache or page sees it. */
	| { kind: 'misdirected' }
	| { kind: 'redirect'; location: string };

/**
 * The one decision about a request, made once: by the middleware for every request Astro sees,
 * and by `serve.mjs` (page-fast-path.ts) before Astro runs.
 */
export interface EdgeDecision {
	/** `/api/**` skips every page-only step and is authenticated by the API router alone. */
	area: 'api' | 'service' | 'page';
	answer: EdgeAnswer;
	/** The layout: the one the browser last chose (its cookie), else the user agent's. */
	device: Device;
	/** The page is rendered for WeChat's browser with the 公众号 configured. */
	wechat: boolean;
	/** A page behind the login guard (docs/routes.md, "Login guard"). */
	guarded: boolean;
	/** The page cache's key when the page cache may answer this request and keep its render. */
	cacheKey: string | null;
	/** `serve.mjs` may answer a page from the page cache before Astro runs. */
	fastPath: boolean;
}

const API_PREFIX = '/api/';

function isServedHost(
	request: EdgeRequest,
	config: Pick<ServerConfig, 'publicOrigin' | 'port'>,
): boolean {
	const wellFormed = request.rawHost === null || isHostHeader(request.rawHost);
	return wellFormed && isAllowedHost(request.url.host, config);
}

/** The page of ours (path with query) the Referer names, if it names one other than /login. */
function sameOriginRefererPath(referer: string | null, origin: string): string | null {
	if (!referer || !URL.canParse(referer)) return null;
	const url = new URL(referer);
	if (url.origin !== origin) return null;
	return toPageTarget(`${url.pathname}${url.search}`, origin);
}

function deviceOf(request: EdgeRequest): Device {
	const chosen = parseDevice(request.cookie(DEVICE_COOKIE));
	return chosen ?? (isMobileUserAgent(request.userAgent) ? 'mobile' : 'desktop');
}

/**
 * Where the edge sends a page request instead (docs/routes.md, "Redirects", "Device switching"):
 * `/` home, an unknown path to /404, /login with no query at all to itself with `redirect` = the
 * previous page, and a page to the twin of the visitor's device. Null to go on.
 */
function redirectOf(request: EdgeRequest, device: Device, service: boolean): string | null {
	const { pathname: path, search, origin } = request.url;
	if (path === '/') return `${HOME_PATH}${search}`;
	if (service) return null;
	if (!findRoute(path)) return NOT_FOUND_PATH;
	if (path === LOGIN_PATH && search === '') {
		return loginHref(sameOriginRefererPath(request.referer, origin) ?? HOME_PATH);
	}
	const twin = device === 'mobile' ? mobileTwinOf(path) : desktopTwinOf(path);
	return twin ? `${twin}${search}` : null;
}

/** Decides everything the edge decides about `request`; reads nothing but its arguments. */
export function classifyRequest(
	request: EdgeRequest,
	config: Pick<ServerConfig, 'publicOrigin' | 'port' | 'wechat'>,
): EdgeDecision {
	const path = request.url.pathname;
	const area = path.startsWith(API_PREFIX) ? 'api' : isServicePath(path) ? 'service' : 'page';
	const device = deviceOf(request);
	const decision: EdgeDecision = {
		area,
		answer: { kind: 'pass' },
		device,
		wechat: false,
		guarded: area === 'page' && findRoute(path)?.isPublic === false,
		cacheKey: null,
		fastPath: false,
	};
	if (!isServedHost(request, config)) {
		return { ...decision, answer: { kind: 'misdirected' } };
	}
	if (area === 'api') return decision;
	const location = redirectOf(request, device, area === 'service');
	if (location !== null) return { ...decision, answer: { kind: 'redirect', location } };
	const wechat = isWeChatVariant(config, request.userAgent);
	const hasSession = request.cookie(SESSION_COOKIE) !== undefined;
	const cacheKey =
		request.method === 'GET' && isSharedPageRequest(path, hasSession)
			? pageCacheKey(request.url, device, wechat)
			: null;
	return {
		...decision,
		wechat,
		cacheKey,
		// The fast path adds a page's headers; sitemaps and robots.txt go through the middleware.
		fastPath: cacheKey !== null && area === 'page',
	};
}

/** A request as Astro hands it to the middleware, as the classification reads it. */
export function edgeRequestOf(
	context: Pick<APIContext, 'request' | 'url' | 'cookies'>,
): EdgeRequest {
	const { headers } = context.request;
	return {
		method: context.request.method,
		url: context.url,
		rawHost: headers.get('host'),
		cookie: (name) => context.cookies.get(name)?.value,
		userAgent: headers.get('user-agent'),
		referer: headers.get('referer'),
	};
}
