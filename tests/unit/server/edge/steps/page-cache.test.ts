import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../../../src/server/auth/session-cookie';
import { PageCache } from '../../../../../src/server/edge/page-cache';
import { createPageCacheMiddleware } from '../../../../../src/server/edge/steps/page-cache';
import { fakeContext, MOBILE_UA } from './fake-context';

function renderer() {
	let renders = 0;
	const next = vi.fn(async () => {
		renders += 1;
		return new Response(`render ${renders}`, {
			headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
		});
	});
	return next;
}

async function visit(
	middleware: ReturnType<typeof createPageCacheMiddleware>,
	path: string,
	next: ReturnType<typeof renderer>,
	options: Parameters<typeof fakeContext>[1] = {},
) {
	const response = await middleware(fakeContext(path, options), next);
	if (!(response instanceof Response)) throw new Error('no Response');
	return response.text();
}

describe('page cache middleware', () => {
	it('serves a visitor the page the previous visitor got, and reports the cached visit', async () => {
		const visits: string[] = [];
		const middleware = createPageCacheMiddleware(
			(url) => visits.push(url.href),
			new PageCache(60_000, 10),
		);
		const next = renderer();
		expect(await visit(middleware, '/detail-page?id=7', next)).toBe('render 1');
		expect(await visit(middleware, '/detail-page?id=7', next)).toBe('render 1');
		expect(next).toHaveBeenCalledTimes(1);
		expect(visits).toEqual(['http://portal.test/detail-page?id=7']);
	});

	it('keeps each address and each layout apart', async () => {
		const middleware = createPageCacheMiddleware(() => {}, new PageCache(60_000, 10));
		const next = renderer();
		await visit(middleware, '/list-page?province_code=110000', next);
		await visit(middleware, '/list-page?province_code=120000', next);
		await visit(middleware, '/mobile/list-page?province_code=110000', next, {
			userAgent: MOBILE_UA,
		});
		expect(next).toHaveBeenCalledTimes(3);
	});

	it('serves a signed-in visitor of a public page the bytes an anonymous visitor got', async () => {
		const visits: string[] = [];
		const middleware = createPageCacheMiddleware(
			(url, headers) => visits.push(`${url.pathname}${url.search} ${headers.get('cookie')}`),
			new PageCache(60_000, 10),
		);
		const next = renderer();
		const signedIn = {
			cookies: { [SESSION_COOKIE]: 'token' },
			headers: { cookie: `${SESSION_COOKIE}=token` },
		};
		const anonymous = await middleware(fakeContext('/detail-page?id=7'), next);
		const cached = await middleware(fakeContext('/detail-page?id=7', signedIn), next);
		if (!(anonymous instanceof Response) || !(cached instanceof Response))
			throw new Error('no Response');
		expect(next).toHaveBeenCalledTimes(1);
		expect(await cached.text()).toBe(await anonymous.text());
		expect([...cached.headers]).toEqual([...anonymous.headers]);
		expect(cached.headers.get('set-cookie')).toBeNull();
		// The visit is counted with the request's cookie, which names the reader (cached-visits.ts).
		expect(visits).toEqual([`/detail-page?id=7 ${SESSION_COOKIE}=token`]);
	});

	it('never keeps or serves a page behind the login guard, even one marked public', async () => {
		const middleware = createPageCacheMiddleware(() => {}, new PageCache(60_000, 10));
		const next = renderer();
		const signedIn = { cookies: { [SESSION_COOKIE]: 'token' } };
		for (const path of [
			'/user-center',
			'/mobile/publish-activity',
			'/admin',
			'/checkin-page?id=7',
		]) {
			await visit(middleware, path, next, signedIn);
			await visit(middleware, path, next, signedIn);
		}
		expect(next).toHaveBeenCalledTimes(8);
	});

	it('shares what is not a page (sitemaps, robots.txt) with visitors without a session only', async () => {
		const middleware = createPageCacheMiddleware(() => {}, new PageCache(60_000, 10));
		const next = renderer();
		await visit(middleware, '/sitemap.xml', next);
		expect(await visit(middleware, '/sitemap.xml', next)).toBe('render 1');
		const signedIn = { cookies: { [SESSION_COOKIE]: 'token' } };
		expect(await visit(middleware, '/sitemap.xml', next, signedIn)).toBe('render 2');
	});
});
