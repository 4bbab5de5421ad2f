import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loadHome } from '../../src/server/services/browse/home-loader';
import { loadActivityList } from '../../src/server/services/browse/list-loader';
import { loadPublicFigures } from '../../src/server/services/stats/public-loader';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api, user: owner } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

const listedIds = async (query: string) => {
	const load = await loadActivityList(async () => handle.db, new URLSearchParams(query), {
		pageSize: 50,
	});
	if (load.kind !== 'ok') throw new Error(`the list did not load: ${load.kind}`);
	return load.result.items.map((item) => item.id);
};

const activityFigure = async () =>
	(await loadPublicFigures(async () => handle.db))?.figures.activities;

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

	test('another day on the home page reads again only what the day changes, until a write', async () => {
		const home = (query: string) => loadHome(handle.db, new URLSearchParams(query), 'pc');
		const first = await home('month=2030-01&date=2030-01-02');
		const second = await home('month=2030-02&date=2030-02-03');
		expect(second.calendar.month).toBe('2030-02');
		expect(second.latest).toBe(first.latest);
		expect(second.jointActions).toBe(first.jointActions);
		const added = await api.call('/activity/addActivity', activityBody({ title: '首页日历' }), {
			auth: owner,
		});
		expect(added.code).toBe(0);
		const third = await home('month=2030-01&date=2030-01-02');
		expect(third.latest).not.toBe(first.latest);
		expect(third.latest.map((item) => item.id)).toContain(added.data.id);
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
			{ id: added.data.id, agree: 1 },
			{ auth: joiner },
		);
		expect(joined.code).toBe(0);
		expect(await joinCount()).toBe(1);
	});

	test('a newly published activity is in the list data at once, under every address of the filters', async () => {
		const before = await listedIds('sort=latest');
		expect(await listedIds('sort=latest&utm_source=share')).toEqual(before);
		const added = await api.call('/activity/addActivity', activityBody({ title: '列表缓存' }), {
			auth: owner,
		});
		expect(added.code).toBe(0);
		expect(before).not.toContain(added.data.id);
		expect(await listedIds('sort=latest')).toContain(added.data.id);
		expect(await listedIds('utm_source=share&sort=latest')).toContain(added.data.id);
	});

	test('a newly published activity counts in the public figures at once', async () => {
		const before = await activityFigure();
		expect(before).toBeTypeOf('number');
		const added = await api.call('/activity/addActivity', activityBody({ title: '数字缓存' }), {
			auth: owner,
		});
		expect(added.code).toBe(0);
		expect(await activityFigure()).toBe((before ?? 0) + 1);
	});
});
