import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

const GUANGZHOU = { province_code: '440000', city_code: '440100', district_code: '440103' };
const SHENZHEN = { province_code: '440000', city_code: '440300', district_code: '440303' };

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let national: TestLogin;
let guangdongAdmin: TestLogin;
let guangzhouAdmin: TestLogin;
let beijingAdmin: TestLogin;

async function publish(title: string, region: Record<string, string>): Promise<number> {
	const added = await api.call('/activity/addActivity', activityBody({ title, ...region }), {
		auth: owner,
	});
	return added.data.id;
}

async function queueOf(auth: TestLogin, query: Record<string, unknown> = {}) {
	const answer = await api.call('/admin/getReviewList', { pageSize: 50, ...query }, { auth });
	expect(answer.code).toBe(0);
	return answer.data;
}
const idsOf = (queue: { items: { id: number }[] }) => queue.items.map((item) => item.id);

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
	owner = await api.login(uniqueMobile());
	national = await loginAdmin(api, handle.db);
	guangdongAdmin = await loginAdmin(api, handle.db, 'province_admin', '440000');
	guangzhouAdmin = await loginAdmin(api, handle.db, 'city_admin', '440100');
	beijingAdmin = await loginAdmin(api, handle.db, 'province_admin', '110000');
});
afterAll(async () => handle.close());

describe('delegated review', () => {
	test('a city with its own admin is theirs; a city without one is the province admin', async () => {
		const guangzhou = await publish('广州的科学秀', GUANGZHOU);
		const shenzhen = await publish('深圳的科学秀', SHENZHEN);
		expect(idsOf(await queueOf(guangzhouAdmin))).toEqual([guangzhou]);
		const province = await queueOf(guangdongAdmin);
		expect(idsOf(province)).toContain(shenzhen);
		expect(idsOf(province)).not.toContain(guangzhou);
		const byCity = Object.fromEntries(
			province.regions.map((row: { code: string; pending: number; has_admin: boolean }) => [
				row.code,
				[row.pending, row.has_admin],
			]),
		);
		expect(byCity['440100']).toEqual([1, true]);
		expect(byCity['440300']).toEqual([1, false]);
		expect(province.items[0].waiting_hours).toBe(0);
		expect(province.items[0].waiting_since).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
	});

	test('escalating moves an activity up a level with its note, and deciding ends it', async () => {
		const id = await publish('广州的跨省联合活动', GUANGZHOU);
		const noNote = await api.call('/admin/escalate', { id, note: ' ' }, { auth: guangzhouAdmin });
		expect(noNote.code).toBe(100000001);
		const up = await api.call(
			'/admin/escalate',
			{ id, note: '跨地区联合举办' },
			{ auth: guangzhouAdmin },
		);
		expect(up.code).toBe(0);
		expect(idsOf(await queueOf(guangzhouAdmin))).not.toContain(id);
		const province = await queueOf(guangdongAdmin, { escalated: 1 });
		const item = province.items.find((entry: { id: number }) => entry.id === id);
		expect(item.escalation).toEqual({
			level: 'province',
			note: '跨地区联合举办',
			by_name: expect.any(String),
		});
		const twice = await api.call(
			'/admin/escalate',
			{ id, note: '再报一次' },
			{ auth: guangzhouAdmin },
		);
		expect(twice.code).toBe(100250103);

		expect(
			(await api.call('/admin/escalate', { id, note: '越权' }, { auth: beijingAdmin })).code,
		).toBe(100000403);
		const toNation = await api.call(
			'/admin/escalate',
			{ id, note: '需全国判断' },
			{ auth: guangdongAdmin },
		);
		expect(toNation.code).toBe(0);
		expect(idsOf(await queueOf(guangdongAdmin))).not.toContain(id);
		expect(idsOf(await queueOf(national, { escalated: 1 }))).toEqual([id]);
		const top = await api.call('/admin/escalate', { id, note: '无处可报' }, { auth: national });
		expect([top.code, top.msg]).toEqual([100000003, '全国管理员是最高一级审核，不能再上报']);

		await api.call('/admin/reviewActivity', { id, decision: 'approve' }, { auth: national });
		expect(idsOf(await queueOf(national, { escalated: 1 }))).toEqual([]);
		const log = await api.call(
			'/admin/getAuditList',
			{ action: 'activity.escalate' },
			{ auth: guangdongAdmin },
		);
		expect(log.data.items.map((row: { detail: string }) => row.detail)).toEqual([
			'上报至全国',
			'上报至省级',
		]);
	});

	test('a national admin sees which provinces lag', async () => {
		const id = await publish('广州的久等活动', GUANGZHOU);
		const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000);
		await handle.db.update(activities).set({ updatedAt: fourDaysAgo }).where(eq(activities.id, id));
		const queue = await queueOf(national);
		const guangdong = queue.regions.find((row: { code: string }) => row.code === '440000');
		expect(guangdong).toMatchObject({ name: '广东省', has_admin: true, lagging: true });
		expect(guangdong.oldest_hours).toBeGreaterThanOrEqual(96);
		expect(queue.regions[0].code).toBe('440000');
		const item = queue.items.find((entry: { id: number }) => entry.id === id);
		expect(item.waiting_hours).toBeGreaterThanOrEqual(96);
		const beijing = queue.regions.find((row: { code: string }) => row.code === '110000');
		expect(beijing?.lagging ?? false).toBe(false);
	});

	test('a city admin cannot escalate something that is not waiting', async () => {
		const id = await publish('广州的已审活动', GUANGZHOU);
		await api.call('/admin/reviewActivity', { id, decision: 'approve' }, { auth: guangzhouAdmin });
		const late = await api.call(
			'/admin/escalate',
			{ id, note: '来晚了' },
			{ auth: guangzhouAdmin },
		);
		expect(late.code).toBe(100250103);
	});
});
