import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signRequest } from '../../src/lib/sign';
import { ROUTES } from '../../src/server/api/routes';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { countRows } from './helpers/counts';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let user: TestLogin;
let activityId: number;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	user = await api.login(uniqueMobile());
	activityId = (await api.call('/activity/addActivity', activityBody(), { auth: user })).data.id;
});
afterAll(async () => handle.close());

describe('envelope and protocol failures', () => {
	test('answers an unknown endpoint with 404 in the envelope', async () => {
		const result = await api.call('/nope/nothing', {});
		expect(result).toMatchObject({ status: 404, code: 100000002 });
		expect((await api.call('/__proto__', {})).status).toBe(404);
		expect((await api.call('/constructor', {})).status).toBe(404);
	});

	test('answers a GET to a write endpoint with 405', async () => {
		const result = await api.call(
			'/activity/activityJoin',
			{ agree: 1 },
			{ method: 'GET', auth: user },
		);
		expect(result).toMatchObject({ status: 405, code: 100000007 });
	});

	test.each([
		['malformed JSON', '{"id":', 'application/json'],
		['a JSON array', '[1,2]', 'application/json'],
		['a JSON string', '"x"', 'application/json'],
		['text/plain', 'id=1', 'text/plain'],
		['XML', '<id>1</id>', 'application/xml'],
	])('answers %s with 400', async (_label, body, type) => {
		const result = await api.call('/activity/getActDetail', {}, { raw: { body, type } });
		expect(result).toMatchObject({ status: 400, code: 100000007 });
	});

	test('answers text with a NUL character with 400 on JSON, form and query input', async () => {
		const json = await api.call('/activity/getActivityList', { keyword: 'a\u0000b' });
		const form = await api.call(
			'/activity/getActivityList',
			{ keyword: 'a\u0000b' },
			{ as: 'form' },
		);
		const query = await api.call(
			'/activity/getActivityList',
			{},
			{ method: 'GET', query: { keyword: 'a\u0000b' } },
		);
		for (const result of [json, form, query])
			expect(result).toMatchObject({ status: 400, code: 100000007 });
	});

	test('answers a body over 2 MB with 413 before reading it all', async () => {
		const body = JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) });
		const result = await api.call(
			'/activity/addActivity',
			{},
			{ auth: user, raw: { body, type: 'application/json' } },
		);
		expect(result).toMatchObject({ status: 413, code: 100000008 });
	});
});

const BAD_PAYLOADS: [string, string][] = [
	['__proto__ keys', '{"__proto__":{"admin":true,"id":1},"constructor":{"prototype":{"x":1}}}'],
	['ids of wrong types', '{"id":"abc","page":"x","pageSize":[1],"state":{}}'],
	[
		'nested objects everywhere',
		'{"id":{"$gt":0},"mobile":{"a":1},"code":[1],"title":{"x":1},"materials":{"a":1}}',
	],
	[
		'1 MB strings',
		JSON.stringify({ id: 'x'.repeat(1024 * 1024), mobile: '1'.repeat(1024 * 1024) }),
	],
	[
		'script payloads',
		'{"id":"<script>alert(1)</script>","keyword":"<img src=x onerror=alert(1)>","month":"<svg/onload=1>"}',
	],
	[
		'NUL characters',
		'{"id":"1\\u0000","keyword":"a\\u0000b","title":"\\u0000","mobile":"1380000000\\u0000"}',
	],
	['null values', '{"id":null,"mobile":null,"code":null,"app_token":null,"materials":null}'],
];

describe('bad input on every endpoint', () => {
	test.each(BAD_PAYLOADS)('%s never give a 5xx and never write rows', async (_label, body) => {
		for (const [path, route] of Object.entries(ROUTES)) {
			// Both end the session every other call here is made with.
			if (path === '/account/loginout' || path === '/account/loginoutAll') continue;
			const before = await countRows(handle.db);
			const result = await api.call(
				path,
				{},
				{
					method: route.method === 'GET' ? 'GET' : 'POST',
					auth: user,
					ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
					raw: {
						body: route.method === 'GET' ? (undefined as unknown as string) : body,
						type:
							route.body === 'multipart' ? 'multipart/form-data; boundary=x' : 'application/json',
					},
				},
			);
			expect(result.status, path).toBeLessThan(500);
			expect(await countRows(handle.db), path).toEqual(before);
		}
		expect(({} as Record<string, unknown>).admin).toBeUndefined();
		expect(({} as Record<string, unknown>).x).toBeUndefined();
	});

	test('bad ids on id-taking endpoints answer a non-zero code naming the field', async () => {
		for (const path of [
			'/activity/getActDetail',
			'/activity/activityJoin',
			'/activity/activityCollect',
			'/activity/activityCancel',
		]) {
			for (const id of ['abc', -1, 0, 1.5, [1], { a: 1 }, 'x'.repeat(100_000)]) {
				const result = await api.call(path, { id }, { auth: user });
				expect(result.code, `${path} ${JSON.stringify(id).slice(0, 20)}`).toBe(100000001);
				expect(result.msg).toContain('活动编号');
			}
		}
		expect((await api.call('/activity/getActDetail', { id: activityId })).code).toBe(0);
	});
});

describe('request signing (SIGN_SECRET)', () => {
	const SECRET = 'sign-secret';
	let signed: TestApi;
	beforeAll(() => {
		signed = createTestApi(handle.db, { SIGN_SECRET: SECRET });
	});

	test('accepts a request signed as the browser client signs it (src/lib/sign.ts)', async () => {
		const body = { id: activityId, extra: { a: 1 } };
		const query = signRequest(
			'/activity/getActDetail',
			{ id: activityId, extra: JSON.stringify({ a: 1 }) },
			SECRET,
			Date.now(),
		);
		const result = await signed.call('/activity/getActDetail', body, { query });
		expect(result.code).toBe(0);
		const formQuery = signRequest(
			'/activity/getActDetail',
			{ id: String(activityId) },
			SECRET,
			Date.now(),
		);
		expect(
			(
				await signed.call(
					'/activity/getActDetail',
					{ id: activityId },
					{ as: 'form', query: formQuery },
				)
			).code,
		).toBe(0);
		const getQuery = signRequest('/first/getBannerList', { position: 'pc' }, SECRET, Date.now());
		expect(
			(
				await signed.call(
					'/first/getBannerList',
					{},
					{ method: 'GET', query: { position: 'pc', ...getQuery } },
				)
			).code,
		).toBe(0);
	});

	test('refuses a missing, wrong or tampered signature', async () => {
		expect((await signed.call('/activity/getActDetail', { id: activityId })).code).toBe(100000004);
		const query = signRequest(
			'/activity/getActDetail',
			{ id: activityId },
			'wrong-secret',
			Date.now(),
		);
		expect((await signed.call('/activity/getActDetail', { id: activityId }, { query })).code).toBe(
			100000004,
		);
		const good = signRequest('/activity/getActDetail', { id: activityId }, SECRET, Date.now());
		expect(
			(await signed.call('/activity/getActDetail', { id: activityId + 1 }, { query: good })).code,
		).toBe(100000004);
		const otherPath = signRequest(
			'/activity/activityJoin',
			{ id: activityId, agree: 1 },
			SECRET,
			Date.now(),
		);
		expect(
			(await signed.call('/activity/getActDetail', { id: activityId }, { query: otherPath })).code,
		).toBe(100000004);
	});

	test('refuses a signature older or newer than five minutes', async () => {
		for (const skew of [-6 * 60_000, 6 * 60_000]) {
			const query = signRequest(
				'/activity/getActDetail',
				{ id: activityId },
				SECRET,
				Date.now() + skew,
			);
			const result = await signed.call('/activity/getActDetail', { id: activityId }, { query });
			expect(result.code).toBe(100000005);
		}
	});
});
