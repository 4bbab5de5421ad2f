import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spendRateLimit } from '../../src/server/api/rate-limit';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
});
afterAll(async () => handle.close());

const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
	Promise.all(Array.from({ length: n }, (_, i) => run(i)));

describe('rate limits hold under parallel requests', () => {
	test('one code per number per minute, however many arrive at once', async () => {
		const mobile = uniqueMobile();
		const results = await parallel(12, (i) =>
			api.call('/account/sendCode', { mobile }, { ip: `10.40.0.${i + 1}` }),
		);
		expect(results.filter((result) => result.code === 0)).toHaveLength(1);
	});

	test('ten codes per address per hour (LOGIN_SENDS_PER_ADDRESS_PER_HOUR), however many arrive at once', async () => {
		const tenPerAddress = createTestApi(handle.db, { LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '10' });
		const results = await parallel(16, () =>
			tenPerAddress.call('/account/sendCode', { mobile: uniqueMobile() }, { ip: '10.41.0.1' }),
		);
		expect(results.filter((result) => result.code === 0)).toHaveLength(10);
		expect(results.filter((result) => result.code === 100100007)).toHaveLength(6);
	});

	test('three code checks per address an hour for each code it may be sent, however many arrive at once', async () => {
		const tenPerAddress = createTestApi(handle.db, { LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '10' });
		const results = await parallel(36, () =>
			tenPerAddress.call(
				'/account/ajaxByCode',
				{ mobile: uniqueMobile(), code: '123456', agree: 1 },
				{ ip: '10.42.0.1' },
			),
		);
		expect(results.filter((result) => result.status !== 429)).toHaveLength(30);
	});

	test('twenty new activities per user per hour, however many arrive at once', async () => {
		const user = await api.login(uniqueMobile());
		const results = await parallel(26, (i) =>
			api.call('/activity/addActivity', activityBody({ title: `并发限流活动 ${i}` }), {
				cookie: user.cookie,
			}),
		);
		expect(results.filter((result) => result.status === 429).length).toBe(6);
		expect(results.filter((result) => result.code === 0).length).toBeLessThanOrEqual(20);
	});

	test('spendRateLimit lets exactly the limit through in one burst', async () => {
		const now = new Date();
		const results = await parallel(15, () =>
			spendRateLimit(handle.db, 'burst:test', { limit: 5, windowMs: 60_000, per: 'ip' }, now).then(
				() => 'ok',
				() => 'refused',
			),
		);
		expect(results.filter((result) => result === 'ok')).toHaveLength(5);
	});
});
