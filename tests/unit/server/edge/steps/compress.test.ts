import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress } from '../../../../../src/server/edge/steps/compress';
import { fakeContext, fakeNext } from './fake-context';

const PAGE = `<!doctype html><title>科普月</title>${'<p>全国科普月</p>'.repeat(200)}`;

async function answer(response: Response, acceptEncoding?: string): Promise<Response> {
	const headers: Record<string, string> = acceptEncoding
		? { 'accept-encoding': acceptEncoding }
		: {};
	const result = await compress(fakeContext('/home-list', { headers }), fakeNext(response));
	if (!(result instanceof Response)) throw new Error('the middleware answered no Response');
	return result;
}

const page = () =>
	new Response(PAGE, {
		status: 404,
		headers: { 'content-type': 'text/html', 'cache-control': 'no-store' },
	});

describe('compress', () => {
	it('gzips a page for a browser that accepts gzip, keeping status and headers', async () => {
		const result = await answer(page(), 'gzip, deflate, br');
		expect(result.status).toBe(404);
		expect(result.headers.get('content-encoding')).toBe('gzip');
		expect(result.headers.get('vary')).toBe('Accept-Encoding');
		expect(result.headers.get('cache-control')).toBe('no-store');
		const body = Buffer.from(await result.arrayBuffer());
		expect(body.length).toBeLessThan(Buffer.byteLength(PAGE) / 4);
		expect(gunzipSync(body).toString()).toBe(PAGE);
	});

	it('leaves a page alone for a client that does not accept gzip', async () => {
		const result = await answer(page());
		expect(result.headers.get('content-encoding')).toBeNull();
		expect(await result.text()).toBe(PAGE);
	});

	it('leaves JSON, redirects and encoded answers alone', async () => {
		const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
		expect((await answer(json, 'gzip')).headers.get('content-encoding')).toBeNull();
		const redirect = new Response(null, {
			status: 302,
			headers: { location: '/mobile/home-list' },
		});
		expect((await answer(redirect, 'gzip')).status).toBe(302);
		const encoded = new Response('x', {
			headers: { 'content-type': 'text/html', 'content-encoding': 'br' },
		});
		expect((await answer(encoded, 'gzip')).headers.get('content-encoding')).toBe('br');
	});
});
