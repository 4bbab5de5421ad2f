import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activityReports, auditLog } from '../../src/server/db/schema';
import { loadActivityPage } from '../../src/server/services/browse/detail-loader';
import { answerIcsFile } from '../../src/server/services/browse/ics-loader';
import { readSitemap } from '../../src/server/services/sitemap/sitemap';
import { loginAdmin } from './helpers/admin';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

const NOT_FOUND = 100000002;
const OUT_OF_REGION = 100000403;
const GUANGZHOU = { province_code: '440000', city_code: '440100', district_code: '440103' };

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let national: TestLogin;
let beijingAdmin: TestLogin;
let guangdongAdmin: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ REVIEW_MODE: 'manual' }));
	owner = await api.login(uniqueMobile());
	national = await loginAdmin(api, handle.db);
	beijingAdmin = await loginAdmin(api, handle.db, 'province_admin', '110000');
	guangdongAdmin = await loginAdmin(api, handle.db, 'province_admin', '440000');
});
afterAll(async () => handle.close());

async function publishApproved(title: string): Promise<number> {
	const added = await api.call('/activity/addActivity', activityBody({ title, ...GUANGZHOU }), {
		auth: owner,
	});
	expect(added.code).toBe(0);
	const approved = await api.call(
		'/admin/reviewActivity',
		{ id: added.data.id, decision: 'approve' },
		{ auth: national },
	);
	expect(approved.code).toBe(0);
	return added.data.id;
}

const report = (id: number, auth: TestLogin, overrides: Record<string, unknown> = {}) =>
	api.call(
		'/activity/activityReport',
		{ id, category: 'false_info', reason: '活动时间和地点都是假的', ...overrides },
		{ auth },
	);

async function inbox(login: TestLogin): Promise<{ title: string; body: string }[]> {
	return (await api.call('/user/getMessageList', { pageSize: 50 }, { auth: login })).data.items;
}

async function publicReads(id: number) {
	const detail = await api.call('/activity/getActDetail', { id });
	const list = await api.call('/activity/getActivityList', { pageSize: 50 });
	const page = await loadActivityPage(handle.db, String(id), null, 'anonymous-visitor');
	const ics = await answerIcsFile(handle.db, `${id}.ics`, 'https://kpy.example');
	const sitemap = await readSitemap(handle.db, {
		toUrl: (path) => new URL(path, 'https://kpy.example').href,
	});
	return {
		detail: detail.code,
		listed: list.data.items.some((item: { id: number }) => item.id === id),
		page: page.kind,
		ics: ics.status,
		inSitemap: sitemap.includes(`/detail-page?id=${id}`),
	};
}

describe('reporting an activity', () => {
	test('a report needs a login, a known category and a reason of 5 to 500 characters', async () => {
		const id = await publishApproved('被举报校验的活动');
		const visitor = await api.login(uniqueMobile());
		expect(
			(
				await api.call('/activity/activityReport', {
					id,
					category: 'other',
					reason: '内容有问题的',
				})
			).code,
		).not.toBe(0);
		const badCategory = await report(id, visitor, { category: 'spam' });
		expect(badCategory.msg).toBe('请选择举报类型');
		expect((await report(id, visitor, { reason: '' })).msg).toBe('举报理由至少 5 个字');
		expect((await report(id, visitor, { reason: '太短' })).msg).toBe('举报理由至少 5 个字');
		expect((await report(id, visitor, { reason: '长'.repeat(501) })).msg).toBe(
			'举报理由最多 500 个字',
		);
		expect((await report(id, owner)).msg).toBe('不能举报自己发布的活动');
	});

	test('only an approved public activity may be reported', async () => {
		const pending = await api.call('/activity/addActivity', activityBody({ title: '待审的活动' }), {
			auth: owner,
		});
		const visitor = await api.login(uniqueMobile());
		const refused = await report(pending.data.id, visitor);
		expect(refused.code).toBe(NOT_FOUND);
		expect(refused.msg).toBe('活动不存在或未公开，不能举报');
	});

	test('one report per person and activity a day, also when two arrive at once', async () => {
		const id = await publishApproved('被重复举报的活动');
		const visitor = await api.login(uniqueMobile());
		const both = await Promise.all([report(id, visitor), report(id, visitor)]);
		expect(both.map((answer) => answer.code).sort()).toEqual([0, 100000001].sort());
		const again = await report(id, visitor, { category: 'other' });
		expect(again.msg).toContain('您今天已举报过该活动');
		const stored = await handle.db
			.select()
			.from(activityReports)
			.where(eq(activityReports.activityId, id));
		expect(stored).toHaveLength(1);
	});
});

describe('the report queue and its decisions', () => {
	test('the queue groups by activity, masks reporters and keeps to the admin region', async () => {
		const id = await publishApproved('被多人举报的活动');
		const first = await api.login('13800138001');
		const second = await api.login(uniqueMobile());
		expect((await report(id, first, { category: 'advertising' })).code).toBe(0);
		expect((await report(id, second, { category: 'false_info' })).code).toBe(0);
		const queue = await api.call(
			'/admin/getReportList',
			{ pageSize: 50 },
			{ auth: guangdongAdmin },
		);
		const group = queue.data.items.find((item: { activity_id: number }) => item.activity_id === id);
		expect(group).toMatchObject({ report_count: 2, title: '被多人举报的活动', region: '广州市' });
		expect(group.categories).toEqual(
			expect.arrayContaining([
				{ category: 'advertising', count: 1 },
				{ category: 'false_info', count: 1 },
			]),
		);
		expect(group.reports.map((entry: { reporter: string }) => entry.reporter)).toContain(
			'138****8001',
		);
		const beijingQueue = await api.call('/admin/getReportList', {}, { auth: beijingAdmin });
		expect(
			beijingQueue.data.items.some((item: { activity_id: number }) => item.activity_id === id),
		).toBe(false);
		for (const path of ['/admin/dismissReport', '/admin/takeDownActivity']) {
			const refused = await api.call(path, { id, reason: '不归我管' }, { auth: beijingAdmin });
			expect(refused.code, path).toBe(OUT_OF_REGION);
		}
	});

	test('a dismissal tells the reporters, closes the reports and is audited', async () => {
		const id = await publishApproved('举报不成立的活动');
		const reporter = await api.login(uniqueMobile());
		expect((await report(id, reporter)).code).toBe(0);
		const dismissed = await api.call(
			'/admin/dismissReport',
			{ id, reason: '经核实信息属实' },
			{ auth: guangdongAdmin },
		);
		expect(dismissed.code).toBe(0);
		expect((await inbox(reporter))[0]).toMatchObject({ title: '举报处理结果：未发现违规' });
		expect((await inbox(reporter))[0]?.body).toContain('经核实信息属实');
		const again = await api.call(
			'/admin/dismissReport',
			{ id, reason: '再来一次' },
			{ auth: national },
		);
		expect(again.msg).toBe('该活动没有待处理的举报');
		const [entry] = await handle.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.action, 'report.dismiss'), eq(auditLog.targetId, String(id))));
		expect(entry).toMatchObject({ reason: '经核实信息属实', region: '440100' });
		expect((await publicReads(id)).detail).toBe(0);
	});

	test('a takedown hides it everywhere, tells owner and reporters; resubmitted and approved it is public again', async () => {
		const id = await publishApproved('将被下架的活动');
		const joiner = await api.login(uniqueMobile());
		expect(
			(await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: joiner })).code,
		).toBe(0);
		const reporter = await api.login(uniqueMobile());
		expect((await report(id, reporter, { category: 'illegal' })).code).toBe(0);
		expect(await publicReads(id)).toEqual({
			detail: 0,
			listed: true,
			page: 'ok',
			ics: 200,
			inSitemap: true,
		});
		const takenDown = await api.call(
			'/admin/takeDownActivity',
			{ id, reason: '活动内容涉嫌虚假宣传' },
			{ auth: guangdongAdmin },
		);
		expect(takenDown.code).toBe(0);
		expect(await publicReads(id)).toEqual({
			detail: NOT_FOUND,
			listed: false,
			page: 'missing',
			ics: 404,
			inSitemap: false,
		});
		expect((await report(id, await api.login(uniqueMobile()))).code).toBe(NOT_FOUND);
		const ownerNotice = (await inbox(owner)).find((message) => message.title === '活动已下架');
		expect(ownerNotice?.body).toContain('活动内容涉嫌虚假宣传');
		expect((await inbox(reporter))[0]?.title).toBe('举报处理结果：活动已下架');
		expect(
			(await inbox(joiner)).find((message) => message.title === '报名的活动已下架')?.body,
		).toBe(
			'您报名或候补的活动「将被下架的活动」已被平台下架，暂不公开。活动是否照常举办，请以主办方的通知为准。',
		);
		const [entry] = await handle.db
			.select()
			.from(auditLog)
			.where(and(eq(auditLog.action, 'activity.takedown'), eq(auditLog.targetId, String(id))));
		expect(entry).toMatchObject({ reason: '活动内容涉嫌虚假宣传', actorRole: 'province_admin' });

		const mine = await api.call(
			'/user/getUserActivityList',
			{ tab: 'publish', status: 'taken_down' },
			{ auth: owner },
		);
		const item = mine.data.items.find((row: { id: number }) => row.id === id);
		expect(item).toMatchObject({ status: 'taken_down', reject_reason: '活动内容涉嫌虚假宣传' });
		expect(mine.data.status_counts.taken_down).toBeGreaterThanOrEqual(1);

		const edited = await api.call(
			'/activity/updateActivity',
			{ ...activityBody({ title: '改正后的活动', ...GUANGZHOU }), id },
			{ auth: owner },
		);
		expect(edited.data.status).toBe('pending');
		expect((await publicReads(id)).detail).toBe(NOT_FOUND);
		const approved = await api.call(
			'/admin/reviewActivity',
			{ id, decision: 'approve' },
			{ auth: guangdongAdmin },
		);
		expect(approved.code).toBe(0);
		expect(await publicReads(id)).toMatchObject({ detail: 0, listed: true, inSitemap: true });
	});

	test('a taken-down activity resubmitted under auto review still waits for review', async () => {
		const id = await publishApproved('自动审核下被下架的活动');
		await api.call('/admin/takeDownActivity', { id, reason: '含有违规内容' }, { auth: national });
		const { createTestApi } = await import('./helpers/api');
		const auto = createTestApi(handle.db, { REVIEW_MODE: 'auto' });
		const edited = await auto.call(
			'/activity/updateActivity',
			{ ...activityBody({ title: '自动模式下改正', ...GUANGZHOU }), id },
			{ auth: owner },
		);
		expect(edited.data.status).toBe('pending');
	});

	test('only a public activity can be taken down', async () => {
		const pending = await api.call(
			'/activity/addActivity',
			activityBody({ title: '未公开的活动' }),
			{
				auth: owner,
			},
		);
		const refused = await api.call(
			'/admin/takeDownActivity',
			{ id: pending.data.id, reason: '试图下架' },
			{ auth: national },
		);
		expect(refused.msg).toBe('只有已公开的活动可以下架');
	});
});

describe('reporting a material of an activity', () => {
	async function publishedMaterial(title: string): Promise<{ activityId: number; id: number }> {
		const activityId = await publishApproved(title);
		const released = await api.call(
			'/activity/releaseMaterial',
			{
				id: activityId,
				materials: [{ kind: 'link', name: '活动回放', url: 'https://video.example.cn/1' }],
			},
			{ auth: owner },
		);
		expect(released.code).toBe(0);
		const id = released.data[0].id as number;
		const approved = await api.call(
			'/admin/reviewMaterial',
			{ id, decision: 'approve' },
			{ auth: national },
		);
		expect(approved.code).toBe(0);
		return { activityId, id };
	}

	const reportMaterial = (id: number, auth: TestLogin) =>
		api.call(
			'/activity/materialReport',
			{ id, category: 'infringement', reason: '视频盗用了我们的讲座录像' },
			{ auth },
		);

	async function queueEntryOf(materialId: number, auth: TestLogin) {
		const queue = await api.call('/admin/getReportList', { pageSize: 50 }, { auth });
		return queue.data.items.find(
			(group: { material: { id: number } | null }) => group.material?.id === materialId,
		);
	}

	test('a person may report the activity and each material once a day each; the queue keeps them apart', async () => {
		const material = await publishedMaterial('资料被举报的活动');
		const visitor = await api.login(uniqueMobile());
		expect((await report(material.activityId, visitor)).code).toBe(0);
		const [first, second] = await Promise.all([
			reportMaterial(material.id, visitor),
			reportMaterial(material.id, visitor),
		]);
		expect([first.code, second.code].sort()).toEqual([0, 100000001]);
		expect([first.msg, second.msg]).toContain(
			'您今天已举报过该资料，我们会尽快核查，请勿重复提交（每人每天可举报同一资料一次）',
		);
		expect((await reportMaterial(material.id, owner)).msg).toBe('不能举报自己发布的资料');

		const entry = await queueEntryOf(material.id, guangdongAdmin);
		expect(entry).toMatchObject({
			activity_id: material.activityId,
			material: { id: material.id, name: '活动回放', kind: 'link' },
			report_count: 1,
			categories: [{ category: 'infringement', count: 1 }],
		});
		const activityEntry = (
			await api.call('/admin/getReportList', { pageSize: 50 }, { auth: guangdongAdmin })
		).data.items.find(
			(group: { activity_id: number; material: unknown }) =>
				group.activity_id === material.activityId && group.material === null,
		);
		expect(activityEntry.report_count).toBe(1);
		expect(await queueEntryOf(material.id, beijingAdmin)).toBeUndefined();
	});

	test('a pending or unknown material cannot be reported', async () => {
		const activityId = await publishApproved('资料待审的活动');
		const released = await api.call(
			'/activity/releaseMaterial',
			{
				id: activityId,
				materials: [{ kind: 'link', name: '待审资料', url: 'https://a.example.cn/' }],
			},
			{ auth: owner },
		);
		const visitor = await api.login(uniqueMobile());
		expect(await reportMaterial(released.data[0].id, visitor)).toMatchObject({
			code: NOT_FOUND,
			msg: '资料不存在或未公开，不能举报',
		});
		expect((await reportMaterial(2_000_000_000, visitor)).code).toBe(NOT_FOUND);
	});

	test('dismissing a material’s reports leaves the activity’s own open, tells its reporters and is audited', async () => {
		const material = await publishedMaterial('资料举报被驳回的活动');
		const [one, two] = [await api.login(uniqueMobile()), await api.login(uniqueMobile())];
		expect((await reportMaterial(material.id, one)).code).toBe(0);
		expect((await report(material.activityId, two)).code).toBe(0);
		const refused = await api.call(
			'/admin/dismissReport',
			{ id: material.activityId, material_id: material.id, reason: '核查属实为原创' },
			{ auth: beijingAdmin },
		);
		expect(refused.code).toBe(OUT_OF_REGION);
		const dismissed = await api.call(
			'/admin/dismissReport',
			{ id: material.activityId, material_id: material.id, reason: '核查属实为原创' },
			{ auth: guangdongAdmin },
		);
		expect(dismissed.code).toBe(0);
		expect(await queueEntryOf(material.id, guangdongAdmin)).toBeUndefined();
		const open = await handle.db
			.select()
			.from(activityReports)
			.where(
				and(
					eq(activityReports.activityId, material.activityId),
					eq(activityReports.outcome, 'open'),
				),
			);
		expect(open.map((row) => row.reporterId)).toEqual([two.uid]);
		expect((await inbox(one))[0]).toMatchObject({ title: '举报处理结果：未发现违规' });
		expect((await inbox(one))[0]?.body).toContain('的资料「活动回放」经核查未发现违规');
		const [entry] = await handle.db
			.select()
			.from(auditLog)
			.where(
				and(eq(auditLog.action, 'report.dismiss'), eq(auditLog.targetId, String(material.id))),
			);
		expect(entry).toMatchObject({ targetType: 'material', reason: '核查属实为原创' });
	});

	test('removing a reported material closes its reports as taken down and tells its reporters', async () => {
		const material = await publishedMaterial('资料被下架的活动');
		const visitor = await api.login(uniqueMobile());
		expect((await reportMaterial(material.id, visitor)).code).toBe(0);
		const removed = await api.call(
			'/admin/removeMaterial',
			{ id: material.id, reason: '侵犯他人著作权' },
			{ auth: guangdongAdmin },
		);
		expect(removed.code).toBe(0);
		expect(await queueEntryOf(material.id, guangdongAdmin)).toBeUndefined();
		expect((await inbox(visitor))[0]).toMatchObject({
			title: '举报处理结果：资料已移除',
			body: '您举报的资料「活动回放」经核查已移除。感谢您的监督。',
		});
		const materials = await api.call('/activity/getActivityMaterial', { id: material.activityId });
		expect(materials.data).toEqual([]);
		expect((await inbox(owner))[0]).toMatchObject({
			title: '活动资料已被移除',
			body: '您为活动「资料被下架的活动」提交的资料「活动回放」已被移除，原因：侵犯他人著作权',
		});
		const audit = await handle.db
			.select()
			.from(auditLog)
			.where(
				and(eq(auditLog.action, 'material.remove'), eq(auditLog.targetId, String(material.id))),
			);
		expect(audit).toMatchObject([
			{ targetType: 'material', reason: '侵犯他人著作权', actorId: guangdongAdmin.uid },
		]);
	});
});
