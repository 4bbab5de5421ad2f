import { describe, expect, it, vi } from 'vitest';
import { createPageCacheMiddleware } from '../../../src/middleware/page-cache';
import { SESSION_COOKIE } from '../../../src/server/auth/session-cookie';
import { PageCache } from '../../../src/server/http/page-cache';
import { fakeContext } from './fake-context';

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
		await visit(middleware, '/list-page?province=110000', next);
		await visit(middleware, '/list-page?province=120000', next);
		await visit(middleware, '/list-page?province=110000', next, { locals: { device: 'mobile' } });
		expect(next).toHaveBeenCalledTimes(3);
	});

	it('always renders afresh for a signed-in user', async () => {
		const middleware = createPageCacheMiddleware(() => {}, new PageCache(60_000, 10));
		const next = renderer();
		const signedIn = { cookies: { [SESSION_COOKIE]: 'token' } };
		await visit(middleware, '/home-list', next);
		expect(await visit(middleware, '/home-list', next, signedIn)).toBe('render 2');
		expect(next).toHaveBeenCalledTimes(2);
	});
});
