import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isShareablePage, PageCache } from '../../../../src/server/edge/page-cache';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';

function page(body: string, headers: Record<string, string> = {}, status = 200): Response {
	return new Response(body, {
		status,
		headers: { 'content-type': 'text/html', 'cache-control': PUBLIC, ...headers },
	});
}

/** A clock the test moves, and a renderer that counts its renders. */
function setup(ttlMs = 2000, maxEntries = 10) {
	let now = 1_000;
	let renders = 0;
	const cache = new PageCache(ttlMs, maxEntries, () => now);
	const render =
		(headers: Record<string, string> = {}) =>
		async () => {
			renders += 1;
			return page(`render ${renders}`, headers);
		};
	return {
		cache,
		render,
		renders: () => renders,
		advance: (ms: number) => {
			now += ms;
		},
	};
}

describe('isShareablePage', () => {
	it('takes only a 200 public HTML page without cookies', () => {
		expect(isShareablePage(page('a'))).toBe(true);
		expect(isShareablePage(page('a', { 'cache-control': 'private, no-store' }))).toBe(false);
		expect(isShareablePage(page('a', { 'set-cookie': 'a=b' }))).toBe(false);
		expect(isShareablePage(page('a', { 'content-type': 'application/json' }))).toBe(false);
		expect(isShareablePage(page('a', {}, 404))).toBe(false);
	});
});

describe('PageCache', () => {
	it('serves a page again until its time is up, then renders it anew', async () => {
		const { cache, render, renders, advance } = setup();
		const first = await cache.serve('k', render());
		expect(first.fromCache).toBe(false);
		expect(await first.response.text()).toBe('render 1');
		advance(1_999);
		const again = await cache.serve('k', render());
		expect(again.fromCache).toBe(true);
		expect(await again.response.text()).toBe('render 1');
		expect(again.response.headers.get('cache-control')).toBe(PUBLIC);
		advance(1);
		expect(await (await cache.serve('k', render())).response.text()).toBe('render 2');
		expect(renders()).toBe(2);
	});

	it('hands an expired page to those who ask while its first visitor renders it anew', async () => {
		let now = 0;
		const cache = new PageCache(1_000, 10, () => now, Number.POSITIVE_INFINITY, undefined, 1_000);
		let renders = 0;
		let finish: () => void = () => {};
		const render = (wait: boolean) => async () => {
			renders += 1;
			const body = `render ${renders}`;
			if (wait) await new Promise<void>((resolve) => (finish = resolve));
			return new Response(body, {
				headers: { 'content-type': 'text/html', 'cache-control': PUBLIC },
			});
		};
		await cache.serve('k', render(false));
		now = 1_500;
		const first = cache.serve('k', render(true));
		const meanwhile = await cache.serve('k', render(false));
		expect(await meanwhile.response.text()).toBe('render 1');
		finish();
		expect(await (await first).response.text()).toBe('render 2');
		expect(renders).toBe(2);
		// Past its grace an expired page is gone: its next visitor waits for a render.
		now = 1_500 + 2_000;
		expect(await (await cache.serve('k', render(false))).response.text()).toBe('render 3');
	});

	it('renders once for a burst of requests that arrive while the first is rendering', async () => {
		const { cache, render, renders } = setup();
		const answers = await Promise.all(
			Array.from({ length: 20 }, () => cache.serve('burst', render())),
		);
		expect(renders()).toBe(1);
		expect(answers.filter((answer) => answer.fromCache)).toHaveLength(19);
		const bodies = await Promise.all(answers.map((answer) => answer.response.text()));
		expect(new Set(bodies)).toEqual(new Set(['render 1']));
	});

	it('never keeps a private page, and each of its requests renders its own', async () => {
		const { cache, render, renders } = setup();
		const privately = render({ 'cache-control': 'private, no-store' });
		await Promise.all([cache.serve('p', privately), cache.serve('p', privately)]);
		await cache.serve('p', privately);
		expect(renders()).toBe(3);
	});

	it('keeps pages apart by key and forgets the oldest beyond its size', async () => {
		const { cache, render, renders } = setup(2000, 2);
		await cache.serve('a', render());
		await cache.serve('b', render());
		await cache.serve('c', render());
		expect((await cache.serve('c', render())).fromCache).toBe(true);
		expect((await cache.serve('a', render())).fromCache).toBe(false);
		expect(renders()).toBe(4);
	});

	it('renders every page anew after forgetAll, and never keeps a render that began before it', async () => {
		const { cache, render, renders } = setup();
		await cache.serve('a', render());
		cache.forgetAll();
		expect((await cache.serve('a', render())).fromCache).toBe(false);
		let finish: (response: Response) => void = () => {};
		const slow = cache.serve('b', () => new Promise<Response>((resolve) => (finish = resolve)));
		await Promise.resolve();
		cache.forgetAll();
		finish(page('before the write'));
		expect(await (await slow).response.text()).toBe('before the write');
		expect(await (await cache.serve('b', render())).response.text()).toBe('render 3');
		expect(renders()).toBe(3);
	});

	it('lets a failed render fail its own request and the next one try again', async () => {
		const { cache, render } = setup();
		await expect(
			cache.serve('x', async () => {
				throw new Error('render failed');
			}),
		).rejects.toThrow('render failed');
		expect(await (await cache.serve('x', render())).response.text()).toBe('render 1');
	});

	it('answers each hit in the coding the request prefers, packed once, with its length and ETag', async () => {
		const { cache, render, renders } = setup();
		const html = 'x'.repeat(4_000);
		await cache.serve('k', async () => page(html));
		const asked = (encoding: string | null, extra: Record<string, string> = {}) =>
			cache.serve(
				'k',
				render(),
				new Headers({ ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra }),
			);
		const br = (await asked('gzip, deflate, br')).response;
		expect(br.headers.get('content-encoding')).toBe('br');
		expect(br.headers.get('vary')).toBe('Accept-Encoding');
		const brBytes = new Uint8Array(await br.arrayBuffer());
		expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
		expect(brotliDecompressSync(brBytes).toString()).toBe(html);
		const gz = (await asked('gzip, deflate')).response;
		expect(gz.headers.get('content-encoding')).toBe('gzip');
		expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(html);
		const plain = (await asked(null)).response;
		expect(plain.headers.get('content-encoding')).toBeNull();
		expect(plain.headers.get('content-length')).toBe('4000');
		expect(await plain.text()).toBe(html);
		const tags = [br, gz, plain].map((response) => response.headers.get('etag'));
		expect(new Set(tags).size).toBe(3);
		expect((await asked('br;q=0, gzip')).response.headers.get('content-encoding')).toBe('gzip');
		expect((await asked('identity')).response.headers.get('content-encoding')).toBeNull();
		expect(renders()).toBe(0);
	});

	it('answers 304 without a body when If-None-Match names the ETag of the coding it would send', async () => {
		const { cache, render } = setup();
		const first = (await cache.serve('k', render(), new Headers({ 'accept-encoding': 'br' })))
			.response;
		const etag = first.headers.get('etag') ?? '';
		const again = (
			await cache.serve(
				'k',
				render(),
				new Headers({ 'accept-encoding': 'br', 'if-none-match': `W/${etag}` }),
			)
		).response;
		expect(again.status).toBe(304);
		expect(again.body).toBeNull();
		expect(again.headers.get('etag')).toBe(etag);
		expect(again.headers.get('cache-control')).toBe(PUBLIC);
		const otherCoding = (
			await cache.serve(
				'k',
				render(),
				new Headers({ 'accept-encoding': 'gzip', 'if-none-match': etag }),
			)
		).response;
		expect(otherCoding.status).toBe(200);
	});

	it('packs a page tighter once it is asked for again, and sends those bytes with their own ETag', async () => {
		const { cache, render } = setup();
		const html = Array.from(
			{ length: 400 },
			(_, n) => `<li class="item"><a href="/list-page?page=${n}">第 ${n * 7919} 页</a></li>`,
		).join('');
		const asked = async (headers: Record<string, string> = {}) => {
			const { response } = await cache.serve(
				'k',
				render(),
				new Headers({ 'accept-encoding': 'br', ...headers }),
			);
			return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
		};
		const first = (
			await cache.serve('k', async () => page(html), new Headers({ 'accept-encoding': 'br' }))
		).response;
		const firstTag = first.headers.get('etag');
		const firstBytes = new Uint8Array(await first.arrayBuffer());
		await expect.poll(async () => (await asked()).response.headers.get('etag')).not.toBe(firstTag);
		const later = await asked({ 'if-none-match': firstTag ?? '' });
		expect(later.response.status).toBe(200);
		expect(later.bytes.byteLength).toBeLessThan(firstBytes.byteLength);
		expect(brotliDecompressSync(later.bytes).toString()).toBe(html);
		expect(Number(later.response.headers.get('content-length'))).toBe(later.bytes.byteLength);
	});

	it('keeps the newest pages within its byte budget', async () => {
		let now = 0;
		const cache = new PageCache(60_000, 100, () => now, 3 * 3_000);
		let renders = 0;
		const render = async () => {
			renders += 1;
			now += 1;
			// Random text does not pack: each entry weighs about its size twice.
			return page(Array.from({ length: 500 }, () => Math.random().toString(36)[2]).join(''));
		};
		for (const key of ['a', 'b', 'c', 'd']) await cache.serve(key, render);
		expect(cache.bytes).toBeLessThanOrEqual(9_000);
		expect((await cache.serve('d', render)).fromCache).toBe(true);
		expect((await cache.serve('a', render)).fromCache).toBe(false);
		expect(renders).toBe(5);
	});
});
