import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from '../../../../src/server/edge/page-cache';
import {
	edgeRequestOfRaw,
	FAST_PATH_KEY,
	fastPathKey,
	type RawAnswer,
	type RawRequest,
	registerPageFastPath,
} from '../../../../src/server/edge/page-fast-path';

const HOST = 'localhost:4321';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

function request(url: string, headers: Record<string, string> = {}, method = 'GET'): RawRequest {
	return {
		method,
		url,
		headers: { host: HOST, 'user-agent': DESKTOP_UA, ...headers },
		encrypted: false,
	};
}

describe('fastPathKey', () => {
	it('is the page cache middleware key for a GET that every earlier step passes unchanged', () => {
		expect(fastPathKey(request('/list-page?sort=hot&page=2'))).toBe(
			'desktop|/list-page?sort=hot&page=2',
		);
		expect(fastPathKey(request('/mobile/home-list', { 'user-agent': PHONE_UA }))).toBe(
			'mobile|/mobile/home-list',
		);
		expect(fastPathKey(request('/home-list', { cookie: 'a=1; kpy_device=mobile' }))).toBeNull();
		expect(fastPathKey(request('/mobile/home-list', { cookie: 'a=1; kpy_device=mobile' }))).toBe(
			'mobile|/mobile/home-list',
		);
		expect(fastPathKey(request('/detail-page?id=7', { cookie: 'a=1; kpy_session=abc' }))).toBe(
			'desktop|/detail-page?id=7',
		);
	});

	it('leaves to Astro what another step would change or refuse', () => {
		const refused = [
			request('/home-list', {}, 'HEAD'),
			request('/home-list', {}, 'POST'),
			request('/user-center'),
			request('/user-center', { cookie: 'kpy_session=abc' }),
			request('/admin/stats', { cookie: 'kpy_session=abc' }),
			request('/activity-participants?id=7', { cookie: 'kpy_session=abc' }),
			request('/home-list', { host: 'evil.example' }),
			request('/home-list', { 'user-agent': PHONE_UA }),
			request('/mobile/home-list'),
			request('/'),
			request('/no-such-page'),
			request('/api/activity/getActivityList'),
			request('/login'),
			request('http://localhost:4321/home-list'),
		];
		for (const raw of refused) expect(fastPathKey(raw), JSON.stringify(raw)).toBeNull();
		expect(fastPathKey(request('/login?redirect=%2Fhome-list'))).toBe(
			'desktop|/login?redirect=%2Fhome-list',
		);
	});
});

describe('fastPathKey behind a proxy', () => {
	it('reads the forwarded headers as Astro does: not at all while no host is listed', () => {
		const proxied = request('/home-list', {
			'x-forwarded-proto': 'https',
			'x-forwarded-host': 'www.kepuyue.cn',
			'x-forwarded-for': '203.0.113.9',
		});
		expect(fastPathKey(proxied)).toBe('desktop|/home-list');
		expect(edgeRequestOfRaw(proxied)?.url.href).toBe('http://localhost:4321/home-list');
	});

	it('takes the believed scheme and host once one is listed', () => {
		const listed = [{ hostname: 'localhost', protocol: 'https' }];
		const proxied = request('/home-list', {
			'x-forwarded-proto': 'https',
			'x-forwarded-host': 'localhost:4321',
		});
		expect(edgeRequestOfRaw(proxied, listed)?.url.href).toBe('https://localhost:4321/home-list');
		expect(edgeRequestOfRaw(proxied, [])?.url.href).toBe('http://localhost:4321/home-list');
	});
});

/** What `serve.mjs` calls: the answer the last registerPageFastPath put in place. */
const registeredAnswer = () =>
	(globalThis as Record<symbol, unknown>)[FAST_PATH_KEY] as (raw: RawRequest) => RawAnswer | null;

/** A public detail page as Astro renders it. */
const render = async () =>
	new Response('<p>活动</p>', {
		headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
	});

describe('registerPageFastPath', () => {
	afterEach(() => {
		delete (globalThis as Record<symbol, unknown>)[FAST_PATH_KEY];
	});

	it('answers a kept page packed as asked, with the security headers, and counts the visit', async () => {
		const cache = new PageCache(60_000, 10);
		const visits: string[] = [];
		registerPageFastPath(cache, (url) => visits.push(`${url.pathname}${url.search}`));
		const answer = registeredAnswer();
		const raw = request('/detail-page?id=7', { 'accept-encoding': 'gzip, deflate, br' });
		expect(answer(raw)).toBeNull();
		expect(cache.counts).toEqual({ hits: 0, beforeAstro: 0, renders: 0 });
		// The render packs the page as its own request asks (brotli), as the middleware hands it over.
		await cache.serve(
			'desktop|/detail-page?id=7',
			render,
			new Headers({ 'accept-encoding': 'gzip, deflate, br' }),
		);
		const found = answer(raw);
		expect(found?.status).toBe(200);
		expect(found?.headers).toMatchObject({
			'content-encoding': 'br',
			'content-length': String(found?.body?.byteLength),
			vary: 'Accept-Encoding',
			'x-content-type-options': 'nosniff',
			'referrer-policy': 'strict-origin-when-cross-origin',
		});
		expect(found?.headers['strict-transport-security']).toBeUndefined();
		expect(visits).toEqual(['/detail-page?id=7']);
		// The render went through Astro's middleware (serve); the answer above came before it.
		expect(cache.counts).toEqual({ hits: 1, beforeAstro: 1, renders: 1 });
		const etag = found?.headers.etag ?? '';
		const again = answer({ ...raw, headers: { ...raw.headers, 'if-none-match': etag } });
		expect(again?.status).toBe(304);
		expect(again?.body).toBeNull();
		expect(answer({ ...raw, encrypted: true })?.headers['strict-transport-security']).toMatch(
			/max-age=/,
		);
		// A proxy's https is not believed with no host listed.
		const proxied = { ...raw, headers: { ...raw.headers, 'x-forwarded-proto': 'https' } };
		expect(answer(proxied)?.status).toBe(200);
		expect(answer(proxied)?.headers['strict-transport-security']).toBeUndefined();
	});

	it('sends HSTS behind a proxy that ends TLS for a listed host, as the middleware would', async () => {
		const cache = new PageCache(60_000, 10);
		registerPageFastPath(cache, () => {}, [{ hostname: 'localhost', protocol: 'https' }]);
		const answer = registeredAnswer();
		await cache.serve(
			'desktop|/detail-page?id=7',
			render,
			new Headers({ 'accept-encoding': 'br' }),
		);
		const proxied = (proto: string) =>
			answer(
				request('/detail-page?id=7', {
					'accept-encoding': 'br',
					'x-forwarded-proto': proto,
					'x-forwarded-host': 'localhost:4321',
				}),
			);
		const before = cache.counts.beforeAstro;
		expect(proxied('https')?.headers['strict-transport-security']).toMatch(/max-age=/);
		expect(cache.counts.beforeAstro).toBe(before + 1);
		expect(proxied('http')?.status).toBe(200);
		expect(proxied('http')?.headers['strict-transport-security']).toBeUndefined();
		// A believed host this portal does not serve (PUBLIC_ORIGIN is localhost here): the
		// middleware answers 421, so the cache may not answer it either.
		registerPageFastPath(cache, () => {}, [{ hostname: 'www.kepuyue.cn', protocol: 'https' }]);
		const elsewhere = request('/detail-page?id=7', {
			'accept-encoding': 'br',
			'x-forwarded-proto': 'https',
			'x-forwarded-host': 'www.kepuyue.cn',
		});
		expect(registeredAnswer()(elsewhere)).toBeNull();
		expect(answer(elsewhere)?.status).toBe(200);
	});

	it('answers a signed-in reader of a public page with the bytes kept for everyone', async () => {
		const cache = new PageCache(60_000, 10);
		const cookies: (string | null)[] = [];
		registerPageFastPath(cache, (_url, headers) => cookies.push(headers.get('cookie')));
		const answer = registeredAnswer();
		await cache.serve(
			'desktop|/detail-page?id=7',
			render,
			new Headers({ 'accept-encoding': 'br' }),
		);
		const anonymous = answer(request('/detail-page?id=7', { 'accept-encoding': 'br' }));
		const signedIn = answer(
			request('/detail-page?id=7', { 'accept-encoding': 'br', cookie: 'kpy_session=abc' }),
		);
		expect(signedIn).not.toBeNull();
		expect(signedIn).toEqual(anonymous);
		expect(signedIn?.headers['set-cookie']).toBeUndefined();
		expect(signedIn?.headers['cache-control']).toBe('public, max-age=60');
		expect(cookies).toEqual([null, 'kpy_session=abc']);
	});

	it('leaves to Astro a kept page not packed yet in the coding asked, until Astro has packed it', async () => {
		const cache = new PageCache(60_000, 10);
		registerPageFastPath(cache, () => {});
		const answer = registeredAnswer();
		const key = 'desktop|/list-page';
		let renders = 0;
		const render = async () => {
			renders += 1;
			return new Response('<p>列表</p>'.repeat(200), {
				headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
			});
		};
		await cache.serve(key, render, new Headers({ 'accept-encoding': 'br' }));
		const gzipOnly = request('/list-page', { 'accept-encoding': 'gzip' });
		expect(answer(gzipOnly)).toBeNull();
		const viaAstro = await cache.serve(key, render, new Headers({ 'accept-encoding': 'gzip' }));
		expect(viaAstro.fromCache).toBe(true);
		expect(viaAstro.response.headers.get('content-encoding')).toBe('gzip');
		const found = answer(gzipOnly);
		expect(found?.headers['content-encoding']).toBe('gzip');
		expect(gunzipSync(found?.body ?? new Uint8Array()).toString()).toBe('<p>列表</p>'.repeat(200));
		expect(
			answer(request('/list-page', { 'accept-encoding': 'br' }))?.headers['content-encoding'],
		).toBe('br');
		expect(renders).toBe(1);
	});
});
