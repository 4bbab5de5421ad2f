import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

/** The review console's search of the queue and its record of past decisions (walk-through m20). */

const BEIJING = { province_code: '110000', city_code: '110100', district_code: '110101' };
const GUANGZHOU = { province_code: '440000', city_code: '440100', district_code: '440103' };

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin & { mobile: string };
let national: TestLogin;
let beijingAdmin: TestLogin;

async function publish(title: string, region: Record<string, string>, organizer = '某某科协') {
	const added = await api.call(
		'/activity/addActivity',
		activityBody({ title, organizer, ...region }),
		{ auth: owner },
	);
	expect(added.code, added.msg).toBe(0);
	return added.data.id as number;
}

const ids = (answer: { data: { items: { id: number }[] } }) =>
	answer.data.items.map((item) => item.id);

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
	const mobile = uniqueMobile();
	owner = { ...(await api.login(mobile)), mobile };
	national = await loginAdmin(api, handle.db);
	beijingAdmin = await loginAdmin(api, handle.db, 'province_admin', '110000');
});
afterAll(async () => handle.close());

describe('searching the review queue', () => {
	test('finds waiting activities by title, organiser or the publisher’s whole number', async () => {
		const comet = await publish('彗星观测夜 100%_真', BEIJING, '海淀天文学会');
		const robot = await publish('机器人工作坊', BEIJING);
		const search = (keyword: string) =>
			api.call('/admin/getReviewList', { keyword, pageSize: 50 }, { auth: national });
		expect(ids(await search('彗星'))).toEqual([comet]);
		expect(ids(await search('天文学会'))).toEqual([comet]);
		// % and _ are the title's own characters, not wildcards.
		expect(ids(await search('100%_'))).toEqual([comet]);
		expect(ids(await search('0%x'))).toEqual([]);
		expect(ids(await search(owner.mobile))).toEqual(expect.arrayContaining([comet, robot]));
		expect((await search(owner.mobile.slice(0, 7))).data.total).toBe(0);
		const long = await search('字'.repeat(51));
		expect(long).toMatchObject({ code: 100000001, msg: expect.stringContaining('搜索词') });
	});
});

describe('the record of decisions', () => {
	test('lists approvals and rejections newest first, with title, reviewer, reason and the state now', async () => {
		const approved = await publish('通过的讲座', BEIJING);
		const rejected = await publish('驳回的讲座', GUANGZHOU);
		expect(
			(
				await api.call(
					'/admin/reviewActivity',
					{ id: approved, decision: 'approve' },
					{ auth: beijingAdmin },
				)
			).code,
		).toBe(0);
		expect(
			(
				await api.call(
					'/admin/reviewActivity',
					{ id: rejected, decision: 'reject', reason: '活动地址不完整' },
					{ auth: national },
				)
			).code,
		).toBe(0);

		const all = await api.call('/admin/getReviewHistory', {}, { auth: national });
		expect(all.code).toBe(0);
		const [newest, older] = all.data.items;
		expect(newest).toMatchObject({
			decision: 'reject',
			decision_name: '活动审核驳回',
			activity_id: rejected,
			title: '驳回的讲座',
			status: 'rejected',
			reviewer_role: '全国管理员',
			reason: '活动地址不完整',
		});
		expect(older).toMatchObject({
			decision: 'approve',
			activity_id: approved,
			title: '通过的讲座',
			status: 'approved',
			reviewer_role: '省级管理员',
		});

		const found = await api.call(
			'/admin/getReviewHistory',
			{ keyword: '驳回的' },
			{ auth: national },
		);
		expect(found.data.items.map((entry: { activity_id: number }) => entry.activity_id)).toEqual([
			rejected,
		]);
	});

	test('a province admin sees only the decisions of its province', async () => {
		const mine = await api.call(
			'/admin/getReviewHistory',
			{ pageSize: 50 },
			{ auth: beijingAdmin },
		);
		const titles = mine.data.items.map((entry: { title: string }) => entry.title);
		expect(titles).toContain('通过的讲座');
		expect(titles).not.toContain('驳回的讲座');
	});

	test('is for admins only', async () => {
		const refused = await api.call('/admin/getReviewHistory', {}, { auth: owner });
		expect(refused.code).toBe(100000003);
	});
});
