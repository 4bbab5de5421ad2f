import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { API_PATH_KEY, registerApiDirectPath } from '../../src/server/edge/api-direct-path';
import { NON_PAGE_CSP } from '../../src/server/edge/security-headers';
import { rawRequest } from '../e2e/raw-http';
import type { TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

// serve.mjs hands API calls to the router before Astro runs (api-direct-path.ts): here a Node
// server does the same, on a test database, and answers 599 for what the path leaves to Astro.

/** A host the default configuration serves (the page cache's fast path is tested with it too). */
const HOST = 'localhost:4321';
const LEFT_TO_ASTRO = 599;

let handle: DbHandle;
let api: TestApi;
let server: Server;
let port: number;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	registerApiDirectPath((address) => api.deps(address));
	server = createServer((req, res) => {
		const take = (globalThis as Record<symbol, unknown>)[API_PATH_KEY] as (
			req: unknown,
			res: unknown,
		) => boolean;
		if (take(req, res)) return;
		res.writeHead(LEFT_TO_ASTRO);
		res.end();
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
	delete (globalThis as Record<symbol, unknown>)[API_PATH_KEY];
	await new Promise((closed) => server.close(closed));
	await handle.close();
});

/** A POST to the test server, answered with its body as text. */
async function post(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
	const answer = await rawRequest(`http://127.0.0.1:${port}${path}`, {
		method: 'POST',
		headers: { host: HOST, 'content-type': 'application/json', ...headers },
		body,
	});
	return { ...answer, text: answer.body.toString('utf8') };
}

describe('the direct API path', () => {
	it('answers as the router does, with the security headers of an answer that is not a page', async () => {
		const direct = await post('/api/activity/getActivityList', '{"pageSize":5}');
		const routed = await api.call('/activity/getActivityList', { pageSize: 5 });
		expect(direct.status).toBe(200);
		expect(JSON.parse(direct.text)).toEqual({ code: 0, msg: '', data: routed.data });
		expect(direct.headers['content-type']).toContain('application/json');
		expect(direct.headers['content-security-policy']).toBe(NON_PAGE_CSP);
		expect(direct.headers['x-content-type-options']).toBe('nosniff');
		expect(direct.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
		expect(direct.headers['strict-transport-security']).toBeUndefined();
		const mobileBase = await post('/api/h5/activity/getActivityList', '{"pageSize":5}');
		expect(JSON.parse(mobileBase.text)).toEqual(JSON.parse(direct.text));
	});

	it('logs a person in: every cookie the router sets reaches the browser', async () => {
		const mobile = uniqueMobile();
		const sent = await post('/api/account/sendCode', JSON.stringify({ mobile }));
		expect(JSON.parse(sent.text).code).toBe(0);
		const login = await post(
			'/api/account/ajaxByCode',
			JSON.stringify({ mobile, code: api.lastCode(mobile), agree: 1 }),
		);
		expect(JSON.parse(login.text).code).toBe(0);
		const cookies = login.headers['set-cookie'] ?? [];
		expect(cookies.length).toBeGreaterThanOrEqual(2);
		expect(cookies.some((cookie) => /^kpy_session=[0-9a-f]{64};.*HttpOnly/i.test(cookie))).toBe(
			true,
		);
	});

	it('reads the body as it streams in and refuses one over the limit with the envelope', async () => {
		// Chunked, so that only counting what arrives can tell that it is too large.
		const tooLarge = Buffer.alloc(2 * 1024 * 1024 + 1, 0x20);
		const refused = await post('/api/activity/getActivityList', tooLarge, {
			'transfer-encoding': 'chunked',
		});
		expect(refused.status).toBe(413);
		expect(JSON.parse(refused.text)).toMatchObject({ data: null });
		const malformed = await post('/api/activity/getActivityList', '{"pageSize":');
		expect(malformed.status).toBe(400);
		expect(JSON.parse(malformed.text).msg).toBe('请求体不是有效的 JSON');
	});

	it('refuses a cross-site call as the router does', async () => {
		const refused = await post(
			'/api/account/sendCode',
			JSON.stringify({ mobile: uniqueMobile() }),
			{
				origin: 'https://evil.example',
			},
		);
		expect(refused.status).toBe(403);
		expect(JSON.parse(refused.text)).toMatchObject({ code: 100000011 });
	});

	it('leaves to Astro what the edge decides otherwise', async () => {
		const leftOut = [
			post('/home-list', '{}'),
			post('/api', '{}'),
			post('/api/activity/getActivityList', '{}', { host: 'evil.example' }),
			post('/api/../home-list', '{}'),
		];
		for (const answer of await Promise.all(leftOut)) expect(answer.status).toBe(LEFT_TO_ASTRO);
	});

	/** What nginx ending TLS for HOST adds to a call. */
	const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': HOST };
	/** A code asked for from a page at https://HOST, through that proxy. */
	const sendCodeFromHttpsPage = () =>
		post('/api/account/sendCode', JSON.stringify({ mobile: uniqueMobile() }), {
			...forwarded,
			origin: `https://${HOST}`,
		});

	it('believes X-Forwarded-* no more than Astro: not at all with no allowed domain', async () => {
		const ignored = await post('/api/activity/getActivityList', '{}', forwarded);
		expect(ignored.status).toBe(200);
		expect(ignored.headers['strict-transport-security']).toBeUndefined();
		const sameSite = await sendCodeFromHttpsPage();
		expect(JSON.parse(sameSite.text)).toMatchObject({ code: 100000011 });
	});

	it('answers behind a proxy ending TLS for a listed host, at the address Astro would give', async () => {
		registerApiDirectPath(
			(address) => api.deps(address),
			[
				{ hostname: 'localhost', protocol: 'https' },
				{ hostname: 'www.kepuyue.cn', protocol: 'https' },
			],
		);
		try {
			const believed = await post('/api/activity/getActivityList', '{}', forwarded);
			expect(believed.status).toBe(200);
			expect(believed.headers['strict-transport-security']).toMatch(/max-age=/);
			// The router compares a call's Origin with the believed https address.
			const sameSite = await sendCodeFromHttpsPage();
			expect(JSON.parse(sameSite.text)).toMatchObject({ code: 0 });
			const plain = await post('/api/activity/getActivityList', '{}');
			expect(plain.status).toBe(200);
			expect(plain.headers['strict-transport-security']).toBeUndefined();
			// Believed, but not the host this portal serves (PUBLIC_ORIGIN): Astro answers it (421).
			const elsewhere = await post('/api/activity/getActivityList', '{}', {
				'x-forwarded-proto': 'https',
				'x-forwarded-host': 'www.kepuyue.cn',
			});
			expect(elsewhere.status).toBe(LEFT_TO_ASTRO);
		} finally {
			registerApiDirectPath((address) => api.deps(address));
		}
	});
});
