import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

const OUT_OF_REGION = 100000403;
const BEIJING = { province_code: '110000', city_code: '110100', district_code: '110101' };
const GUANGZHOU = { province_code: '440000', city_code: '440100', district_code: '440103' };

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let national: TestLogin;
let beijingAdmin: TestLogin;
let guangdongAdmin: TestLogin;
let guangzhouAdmin: TestLogin;

const ids = (answer: { data: { items: { id: number }[] } }) =>
	answer.data.items.map((item) => item.id);

async function publish(title: string, region: Record<string, string>): Promise<number> {
	const added = await api.call('/activity/addActivity', activityBody({ title, ...region }), {
		auth: owner,
	});
	expect(added.code).toBe(0);
	return added.data.id;
}

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
	owner = await api.login(uniqueMobile());
	national = await loginAdmin(api, handle.db);
	beijingAdmin = await loginAdmin(api, handle.db, 'province_admin', '110000');
	guangdongAdmin = await loginAdmin(api, handle.db, 'province_admin', '440000');
	guangzhouAdmin = await loginAdmin(api, handle.db, 'city_admin', '440100');
});
afterAll(async () => handle.close());

describe('activity review inside the admin region', () => {
	test('a Beijing province admin approves a Beijing activity and is refused a Guangdong one', async () => {
		const beijing = await publish('北京的天文讲座', BEIJING);
		const guangdong = await publish('广州的海洋讲座', GUANGZHOU);
		const refused = await api.call(
			'/admin/reviewActivity',
			{ id: guangdong, decision: 'approve' },
			{ auth: beijingAdmin },
		);
		expect(refused.code).toBe(OUT_OF_REGION);
		expect(refused.msg).toBe('超出您的管理区域（北京市），无权操作');
		const approved = await api.call(
			'/admin/reviewActivity',
			{ id: beijing, decision: 'approve' },
			{ auth: beijingAdmin },
		);
		expect(approved.code).toBe(0);
		const detail = await api.call('/activity/getActDetail', { id: guangdong }, { auth: owner });
		expect(detail.data.status).toBe('pending');
	});

	test('a city admin decides their city and is refused the next city', async () => {
		const shenzhen = await publish('深圳的机器人展', {
			...GUANGZHOU,
			city_code: '440300',
			district_code: '440303',
		});
		const refused = await api.call(
			'/admin/reviewActivity',
			{ id: shenzhen, decision: 'reject', reason: '信息不完整' },
			{ auth: guangzhouAdmin },
		);
		expect(refused.code).toBe(OUT_OF_REGION);
		expect(refused.msg).toContain('广州市');
	});

	test('each queue lists its own region, and asking for another region is refused', async () => {
		const beijing = await publish('北京的化学实验', BEIJING);
		const guangdong = await publish('广州的物理实验', GUANGZHOU);
		const beijingQueue = await api.call(
			'/admin/getReviewList',
			{ pageSize: 50 },
			{ auth: beijingAdmin },
		);
		expect(beijingQueue.data.scope).toMatchObject({
			role: 'province_admin',
			region_name: '北京市',
		});
		expect(ids(beijingQueue)).toContain(beijing);
		expect(ids(beijingQueue)).not.toContain(guangdong);
		const nationalQueue = await api.call(
			'/admin/getReviewList',
			{ pageSize: 50 },
			{ auth: national },
		);
		expect(ids(nationalQueue)).toEqual(expect.arrayContaining([beijing, guangdong]));
		const codes = nationalQueue.data.regions.map((row: { code: string }) => row.code);
		expect(codes).toEqual(expect.arrayContaining(['110000', '440000']));
		const elsewhere = await api.call(
			'/admin/getReviewList',
			{ region_code: '440000' },
			{ auth: beijingAdmin },
		);
		expect(elsewhere.code).toBe(OUT_OF_REGION);
	});
});

describe('materials, participants, statistics, the audit log and the terms by region', () => {
	test('materials of another region are neither listed nor decided', async () => {
		const api2 = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
		const guangdong = await publish('广州的标本展', GUANGZHOU);
		await api2.call(
			'/admin/reviewActivity',
			{ id: guangdong, decision: 'approve' },
			{ auth: national },
		);
		const released = await api2.call(
			'/activity/releaseMaterial',
			{
				id: guangdong,
				materials: [{ kind: 'link', name: '标本图录', url: 'https://example.cn/a' }],
			},
			{ auth: owner },
		);
		const material = released.data[0].id as number;
		const listed = await api2.call(
			'/admin/getMaterialList',
			{ pageSize: 50 },
			{ auth: beijingAdmin },
		);
		expect(ids(listed)).not.toContain(material);
		for (const [path, body] of [
			['/admin/reviewMaterial', { id: material, decision: 'approve' }],
			['/admin/removeMaterial', { id: material, reason: '与活动无关' }],
		] as const) {
			expect((await api2.call(path, body, { auth: beijingAdmin })).code).toBe(OUT_OF_REGION);
		}
		const own = await api2.call(
			'/admin/getMaterialList',
			{ pageSize: 50 },
			{ auth: guangdongAdmin },
		);
		expect(ids(own)).toContain(material);
		const decided = await api2.call(
			'/admin/reviewMaterial',
			{ id: material, decision: 'approve' },
			{ auth: guangdongAdmin },
		);
		expect(decided.code).toBe(0);
	});

	test("participant lists and exports of another region's activity are refused", async () => {
		const guangdong = await publish('广州的观鸟活动', GUANGZHOU);
		const beijing = await publish('北京的观鸟活动', BEIJING);
		for (const id of [guangdong, beijing]) {
			await api.call('/admin/reviewActivity', { id, decision: 'approve' }, { auth: national });
		}
		const list = (id: number) =>
			api.call('/activity/getParticipantList', { id }, { auth: beijingAdmin });
		expect((await list(guangdong)).code).toBe(OUT_OF_REGION);
		expect((await list(beijing)).code).toBe(0);
		const exported = await api.call(
			'/activity/exportParticipantList',
			{ id: guangdong, format: 'csv' },
			{ auth: beijingAdmin },
		);
		expect(exported.code).toBe(OUT_OF_REGION);
	});

	test('statistics are kept to the province, and refused to a city admin', async () => {
		const own = await api.call('/admin/getStats', {}, { auth: beijingAdmin });
		expect(own.code).toBe(0);
		for (const row of own.data.breakdowns.province) expect(row.key).toBe('110000');
		const cities = own.data.breakdowns.city.map((row: { key: string }) => row.key);
		expect(cities.every((key: string) => key === '' || key.startsWith('11'))).toBe(true);
		const other = await api.call(
			'/admin/getStats',
			{ province_code: '440000' },
			{ auth: beijingAdmin },
		);
		expect(other.code).toBe(OUT_OF_REGION);
		const exported = await api.call(
			'/admin/exportStats',
			{ breakdown: 'province', province_code: '440000' },
			{ auth: beijingAdmin },
		);
		expect(exported.code).toBe(OUT_OF_REGION);
		expect((await api.call('/admin/getStats', {}, { auth: guangzhouAdmin })).code).toBe(
			OUT_OF_REGION,
		);
	});

	test('the audit log shows a province admin the acts in their province only', async () => {
		const beijing = await publish('北京的审计样例', BEIJING);
		const guangdong = await publish('广州的审计样例', GUANGZHOU);
		await api.call(
			'/admin/reviewActivity',
			{ id: beijing, decision: 'approve' },
			{ auth: national },
		);
		await api.call(
			'/admin/reviewActivity',
			{ id: guangdong, decision: 'approve' },
			{ auth: national },
		);
		const targets = async (auth: TestLogin) => {
			const page = await api.call('/admin/getAuditList', { pageSize: 100 }, { auth });
			return page.data.items.map((row: { target_id: string }) => row.target_id);
		};
		const seenInBeijing = await targets(beijingAdmin);
		expect(seenInBeijing).toContain(String(beijing));
		expect(seenInBeijing).not.toContain(String(guangdong));
		expect(await targets(national)).toEqual(
			expect.arrayContaining([String(beijing), String(guangdong)]),
		);
		expect(await targets(guangzhouAdmin)).toContain(String(guangdong));
	});

	test('only a national admin changes the screening terms', async () => {
		const refused = await api.call(
			'/admin/addScreeningTerm',
			{ term: '地区测试词' },
			{ auth: beijingAdmin },
		);
		expect(refused.code).toBe(OUT_OF_REGION);
		const added = await api.call(
			'/admin/addScreeningTerm',
			{ term: '地区测试词' },
			{ auth: national },
		);
		expect(added.code).toBe(0);
		const removed = await api.call(
			'/admin/removeScreeningTerm',
			{ id: added.data.id },
			{ auth: beijingAdmin },
		);
		expect(removed.code).toBe(OUT_OF_REGION);
	});
});
