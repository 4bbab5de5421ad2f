import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loadHome } from '../../src/server/services/browse/home-loader';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
let api: TestApi;
let owner: Awaited<ReturnType<TestApi['login']>>;

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db);
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

const latestIds = async () =>
	(await loadHome(handle.db, new URLSearchParams(), 'pc')).latest.map((item) => item.id);

describe('caches after a write', () => {
	test('a newly published activity is on the home page at once', async () => {
		const before = await latestIds();
		const added = await api.call('/activity/addActivity', activityBody({ title: '缓存之后' }), {
			auth: owner,
		});
		expect(added.code).toBe(0);
		expect(before).not.toContain(added.data.id);
		expect(await latestIds()).toContain(added.data.id);
	});

	test('a join shows in the home data at once', async () => {
		const added = await api.call('/activity/addActivity', activityBody({ title: '报名计数' }), {
			auth: owner,
		});
		const joinCount = async () =>
			(await loadHome(handle.db, new URLSearchParams(), 'pc')).latest.find(
				(item) => item.id === added.data.id,
			)?.join_count;
		expect(await joinCount()).toBe(0);
		const joiner = await api.login(uniqueMobile());
		const joined = await api.call(
			'/activity/activityJoin',
			{ id: added.data.id },
			{ auth: joiner },
		);
		expect(joined.code).toBe(0);
		expect(await joinCount()).toBe(1);
	});
});
