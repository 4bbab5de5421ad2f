import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loginAdmin } from './helpers/admin';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

const GUANGZHOU = { province_code: '440000', city_code: '440100', district_code: '440103' };
const REPORTED_ACTIVITIES = 21;

let handle: DbHandle;
let api: TestApi;
let owners: TestLogin[];
let admin: TestLogin;
let one: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ REVIEW_MODE: 'auto' }));
	// addActivity allows 20 an hour a person.
	owners = [await api.login(uniqueMobile()), await api.login(uniqueMobile())];
	one = await api.login(uniqueMobile());
	admin = await loginAdmin(api, handle.db, 'province_admin', '440000');
});
afterAll(async () => handle.close());

async function publish(title: string, owner: TestLogin): Promise<number> {
	const added = await api.call('/activity/addActivity', activityBody({ title, ...GUANGZHOU }), {
		auth: owner,
	});
	expect(added.code).toBe(0);
	return added.data.id;
}

const reportActivity = (id: number, reporter: TestLogin) =>
	api.call(
		'/activity/activityReport',
		{ id, category: 'advertising', reason: '页面里全是商品广告' },
		{ auth: reporter },
	);

const reportMaterial = (id: number, reporter: TestLogin) =>
	api.call(
		'/activity/materialReport',
		{ id, category: 'infringement', reason: '回放盗用了别人的视频' },
		{ auth: reporter },
	);

async function releaseMaterial(activityId: number, owner: TestLogin): Promise<number> {
	const released = await api.call(
		'/activity/releaseMaterial',
		{ id: activityId, materials: [{ kind: 'link', name: '回放', url: 'https://v.example.cn/1' }] },
		{ auth: owner },
	);
	expect(released.data[0]).toMatchObject({ status: 'approved' });
	return released.data[0].id as number;
}

let materialId = 0;

type Entry = { activity_id: number; material: { id: number } | null; report_count: number };
const keyOf = (entry: Entry) => `${entry.activity_id}-${entry.material?.id ?? 0}`;

test('the report queue pages through more than 20 reported activities and materials, most reported first', async () => {
	const two = await api.login(uniqueMobile());
	const ids: number[] = [];
	for (let n = 1; n <= REPORTED_ACTIVITIES; n += 1) {
		const id = await publish(`被举报的活动 ${n}`, owners[n % 2] as TestLogin);
		// The 21st goes to another reporter: 举报 allows 20 an hour a person.
		expect((await reportActivity(id, n <= 20 ? one : two)).code).toBe(0);
		ids.push(id);
	}
	const mostReported = ids[0] as number;
	expect((await reportActivity(mostReported, two)).code).toBe(0);
	materialId = await releaseMaterial(ids[1] as number, owners[0] as TestLogin);
	expect((await reportMaterial(materialId, two)).code).toBe(0);

	const first = await api.call('/admin/getReportList', { pageSize: 20 }, { auth: admin });
	expect(first.data).toMatchObject({ total: REPORTED_ACTIVITIES + 1, page: 1, pageSize: 20 });
	expect(first.data.items).toHaveLength(20);
	expect(first.data.items[0]).toMatchObject({ activity_id: mostReported, report_count: 2 });

	const second = await api.call('/admin/getReportList', { page: 2, pageSize: 20 }, { auth: admin });
	expect(second.data).toMatchObject({ total: REPORTED_ACTIVITIES + 1, page: 2, pageSize: 20 });
	expect(second.data.items).toHaveLength(2);

	const entries: Entry[] = [...first.data.items, ...second.data.items];
	expect(new Set(entries.map(keyOf)).size).toBe(REPORTED_ACTIVITIES + 1);
	expect(
		entries
			.filter((entry) => entry.material === null)
			.map((entry) => entry.activity_id)
			.sort(),
	).toEqual([...ids].sort());
	expect(entries.find((entry) => entry.material)?.material?.id).toBe(materialId);
});

test('reports of activities and of materials share one budget of 20 an hour a person', async () => {
	expect(await reportMaterial(materialId, one)).toMatchObject({ code: 100000006 });
});

test('a page size above 50 is refused in Chinese', async () => {
	const refused = await api.call('/admin/getReportList', { pageSize: 51 }, { auth: admin });
	expect(refused.code).not.toBe(0);
	expect(refused.msg).toContain('每页条数');
});
