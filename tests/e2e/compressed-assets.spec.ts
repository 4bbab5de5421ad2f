import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { rawGet } from './raw-http';

// The compressed copies come from the build and dist/server/serve.mjs; `astro dev` has neither.

test('scripts and styles go out in brotli or gzip to browsers that accept them @desktop', async ({
	page,
	baseURL,
}) => {
	await page.goto('/home-list');
	const assets = await page.evaluate(() =>
		[...document.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')]
			.map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '')
			.filter((path) => path.startsWith('/_astro/')),
	);
	const style = assets.find((path) => path.endsWith('.css'));
	// The page's own script may be a one-line file that imports a chunk: files under 1 KB are sent
	// as they are (src/integrations/precompress.ts), so the first script of 1 KB or more it loads.
	let script: string | undefined;
	const scripts = assets.filter((path) => path.endsWith('.js'));
	while (script === undefined && scripts.length > 0) {
		const path = scripts.shift() ?? '';
		const body = (await rawGet(`${baseURL}${path}`)).body;
		if (body.length >= 1024) script = path;
		for (const [, file] of body.toString().matchAll(/import\s*"\.\/([^"]+\.js)"/g)) {
			scripts.push(`/_astro/${file}`);
		}
	}
	expect(script, 'the home page loads a bundled script').toBeTruthy();
	expect(style, 'the home page loads a bundled style sheet').toBeTruthy();
	for (const path of [script, style]) {
		const url = `${baseURL}${path}`;
		const plain = await rawGet(url);
		expect(plain.status).toBe(200);
		expect(plain.headers['content-encoding']).toBeUndefined();
		expect(plain.headers['x-content-type-options']).toBe('nosniff');

		const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
		expect(br.headers['content-encoding']).toBe('br');
		expect(br.headers.vary).toContain('Accept-Encoding');
		expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
		expect(br.headers['content-type']).toMatch(path?.endsWith('.js') ? /javascript/ : /text\/css/);
		expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
		expect(br.body.length).toBeLessThan(plain.body.length);

		const gzip = await rawGet(url, { 'accept-encoding': 'gzip, br;q=0' });
		expect(gzip.headers['content-encoding']).toBe('gzip');
		expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
	}
});

test('files served from disk carry nosniff too @desktop', async ({ baseURL }) => {
	const icon = await rawGet(`${baseURL}/favicon.svg`);
	expect(icon.status).toBe(200);
	expect(icon.headers['x-content-type-options']).toBe('nosniff');
});
