import { verifyRequestSign } from '../auth/request-sign';
import type { CacheChange } from '../cache/changes';
import { authenticate } from './authenticate';
import { resolveClientAddress, toAddressGroup } from './client-address';
import { type ApiContext, type ApiDeps, type Route, routeRate } from './context';
import { isCrossSiteRequest, isResourceLoad } from './cross-site';
import { envelope } from './envelope';
import { CODES } from './errors';
import { failureResponse } from './failure';
import { spendRateLimit } from './rate-limit';
import { type Input, readInput } from './read-body';
import { ROUTES } from './routes';

/** `/api/h5/x` and `/api/x` are the same endpoint `/x` (the mobile layout uses its own base). */
function toEndpointPath(pathname: string): string | null {
	const match = /^\/api(?:\/h5)?(\/.*)$/.exec(pathname);
	return match?.[1] ?? null;
}

/** A positive integer id, from input text or a number. */
function idIn(value: unknown): number | null {
	const id = Number(value);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What a successful call changed, from its route's `effect`: the activity is the one the input
 * names (`id`), or for a new one the id the answer gives. An activity or page change without an
 * activity counts as one to the lists.
 */
function changeOf(route: Route, input: Input, data: unknown): CacheChange | null {
	if (route.effect === 'none') return null;
	if (route.effect === 'all') return { kind: 'all' };
	const answered = typeof data === 'object' && data !== null ? Reflect.get(data, 'id') : undefined;
	const id = idIn(input.id) ?? idIn(answered);
	if ((route.effect === 'activity' || route.effect === 'page') && id !== null) {
		return { kind: route.effect, id };
	}
	return { kind: 'lists', id };
}

async function dispatch(request: Request, deps: ApiDeps, cookies: string[]): Promise<Response> {
	if (isCrossSiteRequest(request, deps.config.publicOrigin)) {
		return envelope(
			CODES.crossSite,
			'已拒绝跨站请求：请求来源（Origin / Sec-Fetch-Site）不是本站',
			null,
			403,
		);
	}
	const url = new URL(request.url);
	const path = toEndpointPath(url.pathname) ?? '';
	const route = Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
	if (!route) return envelope(CODES.notFound, `接口不存在：${path}`, null, 404);
	if (route.method !== 'ANY' && route.method !== request.method) {
		return envelope(CODES.badBody, `该接口只接受 ${route.method} 请求`, null, 405);
	}
	if ((route.method === 'POST' || route.changesState) && isResourceLoad(request)) {
		return envelope(
			CODES.crossSite,
			'已拒绝请求：图片、脚本等资源加载不能修改数据（Sec-Fetch-Dest 应为 empty 或 document）',
			null,
			403,
		);
	}
	const now = deps.now?.() ?? new Date();
	const input =
		route.body === 'multipart'
			? Object.fromEntries(url.searchParams)
			: await readInput(request, url);
	if (deps.config.signSecret) verifyRequestSign(input, path, deps.config.signSecret, now);
	const session = await authenticate(request, deps, route.access, now);
	const ip = resolveClientAddress(request.headers, deps.clientAddress, deps.config.trustedProxies);
	const rate = routeRate(route, deps.config);
	if (rate) {
		const who = rate.per === 'user' && session ? `u${session.userId}` : `ip${toAddressGroup(ip)}`;
		await spendRateLimit(deps.db, `${rate.shared ?? path}:${who}`, rate, now);
	}
	const context: ApiContext = {
		deps,
		db: deps.db,
		config: deps.config,
		request,
		url,
		ip,
		now,
		input,
		session,
		cookies,
	};
	const data = await route.handle(context);
	// A file download (an export) is its own answer.
	if (data instanceof Response) return data;
	const change = changeOf(route, input, data);
	if (change) {
		// On PostgreSQL this resolves once the other instances have been sent the notice, so an
		// acknowledged write is on its way to every instance's caches; a counter's change (which
		// cached pages may show late) follows within 50 ms, unwaited for (cache/notify.ts).
		await deps.invalidate(change);
	}
	return envelope(CODES.ok, '', data, 200, cookies);
}

/** Answers one API request: router table → handler → `{ code, msg, data }`. Never throws. */
export async function handleApiRequest(request: Request, deps: ApiDeps): Promise<Response> {
	const cookies: string[] = [];
	try {
		return await dispatch(request, deps, cookies);
	} catch (error) {
		return failureResponse(error, cookies);
	}
}
