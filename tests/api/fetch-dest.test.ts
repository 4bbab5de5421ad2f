import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
});
afterAll(async () => handle.close());

/** What a browser sends for `<img src="/api/…">` on one of our own pages. */
const embedded = (dest: string) => ({ 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': dest });
const REFUSED = { status: 403, code: 100000011, data: null };

async function cookieOf(mobile: string): Promise<string> {
	return (await api.login(mobile)).cookie.split(';')[0] ?? '';
}

describe('requests that load a resource cannot change state', () => {
	test.each(['image', 'script', 'style', 'iframe', 'Image'])(
		'logout loaded as %s is refused and the session lives on',
		async (dest) => {
			const cookie = await cookieOf(uniqueMobile());
			for (const base of ['/api', '/api/h5'] as const) {
				const result = await api.call(
					'/account/loginout',
					{},
					{ method: 'GET', cookie, base, headers: embedded(dest) },
				);
				expect(result).toMatchObject(REFUSED);
				expect(result.msg).toContain('Sec-Fetch-Dest');
				expect(result.headers.get('set-cookie')).toBeNull();
			}
			const still = await api.call('/user/getUserInfo', {}, { cookie, headers: embedded('empty') });
			expect(still.code).toBe(0);
		},
	);

	test("the portal's own fetch (empty), a navigation (document) and other clients still log out", async () => {
		for (const headers of [embedded('empty'), embedded('document'), {}]) {
			const cookie = await cookieOf(uniqueMobile());
			const out = await api.call('/account/loginout', {}, { method: 'GET', cookie, headers });
			expect(out).toMatchObject({ status: 200, code: 0 });
			expect(out.headers.get('set-cookie')).toMatch(/^kpy_session=; /);
			const after = await api.call('/user/getUserInfo', {}, { cookie });
			expect(after.code).toBe(100000099);
		}
	});

	test('every write refuses a resource load before it is done', async () => {
		const user = await api.login(uniqueMobile());
		const auth = { token: user.token, sign: user.sign };
		const added = await api.call('/activity/addActivity', activityBody({ title: '资源加载测试' }), {
			auth,
			headers: embedded('image'),
		});
		expect(added).toMatchObject(REFUSED);
		const mine = await api.call('/user/getUserActivityList', { tab: 'publish' }, { auth });
		expect(mine.data.total).toBe(0);
		const read = await api.call(
			'/user/readMessage',
			{ ids: '1' },
			{ auth, headers: embedded('script') },
		);
		expect(read).toMatchObject(REFUSED);
	});

	test('reads loaded as a resource are answered as before', async () => {
		const banners = await api.call(
			'/first/getBannerList',
			{},
			{ method: 'GET', headers: embedded('image') },
		);
		expect(banners).toMatchObject({ status: 200, code: 0 });
	});
});
