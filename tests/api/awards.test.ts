import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, auditLog } from '../../src/server/db/schema';
import { campaignYearOf } from '../../src/server/services/awards/year';
import { loadAwardsPage } from '../../src/server/services/browse/awards-loader';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

const OUT_OF_REGION = 100000403;
const INVALID = 100000001;
const DAY = 86_400_000;
const BEIJING = { province_code: '110000', city_code: '110100', district_code: '110101' };
const GUANGZHOU = { province_code: '440000', city_code: '440100', district_code: '440103' };

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let national: TestLogin;
let beijingAdmin: TestLogin;
let guangdongAdmin: TestLogin;
const endedAt = new Date(Date.now() - 2 * DAY);
const year = campaignYearOf(endedAt);

/** An approved activity of `region` that ended two days ago, with an approved summary. */
async function heldActivity(
	title: string,
	region: Record<string, string>,
	by = owner,
	organizer = '东城区科学技术协会',
	summarised = true,
): Promise<number> {
	const added = await api.call(
		'/activity/addActivity',
		activityBody({ title, organizer, ...region }),
		{ auth: by },
	);
	expect(added.code).toBe(0);
	const id = added.data.id as number;
	await handle.db
		.update(activities)
		.set({ startAt: new Date(endedAt.getTime() - 3_600_000), endAt: endedAt })
		.where(eq(activities.id, id));
	if (summarised) await submitSummary(id, by);
	return id;
}

/** With REVIEW_MODE=auto, a summary is approved as it is submitted. */
async function submitSummary(id: number, by: TestLogin): Promise<void> {
	const content = '<p>活动当天共有两百多名学生参加，现场讲解与动手实验相结合，反响热烈。</p>';
	const submitted = await api.call(
		'/summary/submitSummary',
		{ id, content, walk_ins: 30 },
		{ auth: by },
	);
	expect(submitted).toMatchObject({ code: 0, data: { status: 'approved' } });
}

const nominate = (
	auth: TestLogin,
	target_id: number,
	note = '科普内容扎实，形式新颖',
	kind = 'activity',
) => api.call('/admin/nominateAward', { kind, target_id, note }, { auth });

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'auto' });
	owner = await api.login(uniqueMobile());
	national = await loginAdmin(api, handle.db);
	beijingAdmin = await loginAdmin(api, handle.db, 'province_admin', '110000');
	guangdongAdmin = await loginAdmin(api, handle.db, 'province_admin', '440000');
});
afterAll(async () => handle.close());

describe('nominating 优秀活动 inside the admin region', () => {
	test('a Beijing admin sees and nominates a Beijing activity, and is refused a Guangdong one', async () => {
		const beijing = await heldActivity('北京的天文观测夜', BEIJING);
		const guangdong = await heldActivity('广州的海洋科普展', GUANGZHOU);
		const candidates = await api.call(
			'/admin/getAwardCandidates',
			{ year, kind: 'activity' },
			{ auth: beijingAdmin },
		);
		const ids = candidates.data.items.map((item: { id: number }) => item.id);
		expect(ids).toContain(beijing);
		expect(ids).not.toContain(guangdong);
		const refused = await nominate(beijingAdmin, guangdong);
		expect(refused).toMatchObject({
			code: OUT_OF_REGION,
			msg: '超出您的管理区域（北京市），无权操作',
		});
		const nominated = await nominate(beijingAdmin, beijing);
		expect(nominated.code).toBe(0);
		const after = await api.call('/admin/getAwardCandidates', { year }, { auth: beijingAdmin });
		expect(after.data.items.map((item: { id: number }) => item.id)).not.toContain(beijing);
		const list = await api.call('/admin/getAwardList', { year }, { auth: beijingAdmin });
		expect(list.data).toMatchObject({ nominated: 1, confirmed: 0, can_confirm: false });
		expect(list.data.items[0]).toMatchObject({
			id: nominated.data.id,
			kind: 'activity',
			status: 'nominated',
			target_id: beijing,
			target_name: '北京的天文观测夜',
			region_name: '北京市',
		});
		const guangdongList = await api.call('/admin/getAwardList', { year }, { auth: guangdongAdmin });
		expect(guangdongList.data.items).toEqual([]);
	});

	test('an activity not yet over, or not approved, cannot be nominated', async () => {
		const added = await api.call('/activity/addActivity', activityBody({ ...BEIJING }), {
			auth: owner,
		});
		const refused = await nominate(beijingAdmin, added.data.id);
		expect(refused).toMatchObject({
			code: INVALID,
			msg: '只能推荐已审核通过、已结束且活动总结已通过审核的活动',
		});
	});

	test('an activity over without an approved summary cannot be nominated, nor its organisation', async () => {
		const publisher = await api.login(uniqueMobile());
		const id = await heldActivity(
			'北京的无总结讲座',
			BEIJING,
			publisher,
			'北京市无总结学会',
			false,
		);
		expect(await nominate(beijingAdmin, id)).toMatchObject({
			code: INVALID,
			msg: '只能推荐已审核通过、已结束且活动总结已通过审核的活动',
		});
		const detail = await api.call('/activity/getActDetail', { id });
		const refused = await nominate(
			beijingAdmin,
			detail.data.organisation.id,
			'组织有力',
			'organisation',
		);
		expect(refused.code).toBe(INVALID);
		expect(refused.msg).toContain('没有活动总结已通过审核的活动');
		await submitSummary(id, publisher);
		expect((await nominate(beijingAdmin, id)).code).toBe(0);
	});

	test('a second nomination is refused; the same one sent twice gives the first back', async () => {
		const id = await heldActivity('北京的机器人编程营', BEIJING);
		const [first, again] = await Promise.all([
			nominate(beijingAdmin, id, '参与人数多'),
			nominate(beijingAdmin, id, '参与人数多'),
		]);
		expect(first.code).toBe(0);
		expect(again).toMatchObject({ code: 0, data: { id: first.data.id } });
		const other = await nominate(national, id, '另一个理由');
		expect(other).toMatchObject({ code: INVALID, msg: '该活动已被推荐，不能重复推荐' });
	});

	test('bad input is refused in Chinese, naming the field', async () => {
		const id = await heldActivity('北京的化学实验课', BEIJING);
		expect(await nominate(beijingAdmin, id, '')).toMatchObject({
			code: INVALID,
			msg: expect.stringContaining('推荐理由'),
		});
		expect(await nominate(beijingAdmin, id, '好', 'person')).toMatchObject({
			code: INVALID,
			msg: expect.stringContaining('推荐类型'),
		});
	});
});

describe('the national list', () => {
	test('only a national admin confirms; the confirmed activity is on /awards and badged', async () => {
		const id = await heldActivity('北京的航天科普日', BEIJING);
		const nominated = await nominate(beijingAdmin, id, '面向青少年，反响良好');
		const award = nominated.data.id as number;
		const byProvince = await api.call(
			'/admin/decideAward',
			{ id: award, decision: 'confirm' },
			{ auth: beijingAdmin },
		);
		expect(byProvince).toMatchObject({
			code: OUT_OF_REGION,
			msg: '只有全国管理员可以确认年度优秀名单',
		});
		const confirmed = await api.call(
			'/admin/decideAward',
			{ id: award, decision: 'confirm' },
			{ auth: national },
		);
		expect(confirmed.code).toBe(0);
		const page = await loadAwardsPage(handle.db, String(year));
		expect(page.year).toBe(year);
		const beijing = page.provinces.find((entry) => entry.province_code === '110000');
		expect(beijing?.province_name).toBe('北京市');
		expect(beijing?.activities).toContainEqual({
			id,
			title: '北京的航天科普日',
			organisation_name: expect.any(String),
			note: '面向青少年，反响良好',
		});
		const detail = await api.call('/activity/getActDetail', { id });
		expect(detail.data.award_years).toEqual([year]);
		const withdrawn = await api.call(
			'/admin/withdrawNomination',
			{ id: award },
			{ auth: beijingAdmin },
		);
		expect(withdrawn.code).toBe(100250103);
		expect(withdrawn.msg).toBe('该推荐已被确认，需由全国管理员先取消确认');
		const entries = await handle.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.targetId, String(award)));
		expect(entries.map((entry) => entry.action)).toContain('award.confirm');
	});

	test('a revoked confirmation leaves the list, and the nomination can then be withdrawn', async () => {
		const id = await heldActivity('北京的科学实验秀', BEIJING);
		const award = (await nominate(beijingAdmin, id)).data.id as number;
		await api.call('/admin/decideAward', { id: award, decision: 'confirm' }, { auth: national });
		const revoked = await api.call(
			'/admin/decideAward',
			{ id: award, decision: 'revoke' },
			{ auth: national },
		);
		expect(revoked.code).toBe(0);
		const detail = await api.call('/activity/getActDetail', { id });
		expect(detail.data.award_years).toEqual([]);
		const withdrawn = await api.call(
			'/admin/withdrawNomination',
			{ id: award },
			{ auth: beijingAdmin },
		);
		expect(withdrawn.code).toBe(0);
		const again = await api.call(
			'/admin/withdrawNomination',
			{ id: award },
			{ auth: beijingAdmin },
		);
		expect(again.code).toBe(100000002);
	});

	test('a Guangdong admin nominates an organisation with a summarised activity; Beijing may not', async () => {
		// Its publisher's one-person organisation takes the region of their first activity.
		const publisher = await api.login(uniqueMobile());
		const id = await heldActivity('广州的数学游园会', GUANGZHOU, publisher, '广州市少年宫');
		const detail = await api.call('/activity/getActDetail', { id });
		const organisation = detail.data.organisation.id as number;
		const candidates = await api.call(
			'/admin/getAwardCandidates',
			{ year, kind: 'organisation' },
			{ auth: guangdongAdmin },
		);
		expect(candidates.data.items.map((item: { id: number }) => item.id)).toContain(organisation);
		const refused = await nominate(beijingAdmin, organisation, '组织有力', 'organisation');
		expect(refused.code).toBe(OUT_OF_REGION);
		const nominated = await nominate(guangdongAdmin, organisation, '组织有力', 'organisation');
		expect(nominated.code).toBe(0);
		await api.call(
			'/admin/decideAward',
			{ id: nominated.data.id, decision: 'confirm' },
			{ auth: national },
		);
		const page = await loadAwardsPage(handle.db, null);
		const guangdong = page.provinces.find((entry) => entry.province_code === '440000');
		expect(guangdong?.organisations.map((entry) => entry.id)).toEqual([organisation]);
	});
});
