import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
});
afterAll(async () => handle.close());

const MALFORMED = ['kpy_session=%zz', 'kpy_session=%', 'kpy_device=%E4; kpy_session=%zz%'];

describe('a kpy_session cookie that is not valid percent-encoding', () => {
	test.each(MALFORMED)('is no session, not a server error: %s', async (cookie) => {
		const info = await api.call('/user/getUserInfo', {}, { cookie });
		expect(info).toMatchObject({ status: 200, code: 100000009 });
		const detail = await api.call('/activity/getActDetail', { id: 1 }, { cookie });
		expect(detail.status).toBeLessThan(500);
	});

	test.each(MALFORMED)('is cleared by logout: %s', async (cookie) => {
		const result = await api.call('/account/loginout', {}, { method: 'GET', cookie });
		expect(result).toMatchObject({ status: 200, code: 0 });
		expect(result.headers.get('set-cookie')).toMatch(/^kpy_session=; .*Max-Age=0/);
	});

	test('beside a good cookie value, the good session still logs out', async () => {
		const user = await api.login(uniqueMobile());
		const cookie = user.cookie.split(';')[0] ?? '';
		const out = await api.call(
			'/account/loginout',
			{},
			{ method: 'GET', cookie: `x=%zz; ${cookie}` },
		);
		expect(out.code).toBe(0);
		const after = await api.call('/user/getUserInfo', {}, { cookie });
		expect(after.code).toBe(100000099);
	});
});
