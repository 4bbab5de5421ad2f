import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import type { DbHandle } from '../../src/server/db/client';
import { activities, certificates, joins, messages } from '../../src/server/db/schema';
import { sendSummaryReminders } from '../../src/server/jobs/summary-reminders';
import { afterEventFigures } from '../../src/server/services/stats/after-event';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

const DAY = 86_400_000;
/** The deadline of this file: ten days from now, at a whole second. */
const deadline = Math.floor((Date.now() + 10 * DAY) / 1000) * 1000;
const listFile = join(mkdtempSync(join(tmpdir(), 'kpy-summary-terms-')), 'terms.txt');
const photo = (n: number) => `/uploads/${n.toString(16).padStart(32, 'a')}.webp`;
const TEXT = '<p>本次活动共开展三场讲座，学生们动手制作了水火箭，现场气氛热烈，收获很大。</p>';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let member: TestLogin;
let stranger: TestLogin;
let admin: TestLogin;
let guangdongAdmin: TestLogin;
let organisationId: number;
/** The activity whose summary is approved in 'a summary through review'. */
let reviewedActivity = 0;

async function ok(path: string, body: Record<string, unknown>, auth?: TestLogin) {
	const answer = await api.call(path, body, { auth });
	expect(answer.code, answer.msg).toBe(0);
	return answer.data;
}

/** An approved activity of the organisation that ended an hour before `api`'s clock. */
async function endedActivity(title: string): Promise<number> {
	const { id } = await ok(
		'/activity/addActivity',
		activityBody({ title, organisation_id: organisationId }),
		owner,
	);
	await ok('/admin/reviewActivity', { id, decision: 'approve' }, admin);
	await handle.db
		.update(activities)
		.set({ startAt: new Date(Date.now() - 3 * 3_600_000), endAt: new Date(Date.now() - 3_600_000) })
		.where(eq(activities.id, id));
	return id;
}

const submit = (auth: TestLogin, body: Record<string, unknown>) =>
	api.call('/summary/submitSummary', { content: TEXT, photos: [photo(1)], ...body }, { auth });

beforeAll(async () => {
	writeFileSync(listFile, '刷单返利\n');
	handle = await createTestDb();
	api = createTestApi(handle.db, {
		REVIEW_MODE: 'manual',
		CONTENT_BLOCKLIST: listFile,
		SUMMARY_DEADLINE: formatBusinessTime(deadline),
	});
	owner = await api.login(uniqueMobile());
	const memberMobile = uniqueMobile();
	stranger = await api.login(uniqueMobile());
	admin = await loginAdmin(api, handle.db);
	guangdongAdmin = await loginAdmin(api, handle.db, 'province_admin', '440000');
	organisationId = (
		await ok(
			'/organisation/addOrganisation',
			{
				name: '东城区青少年科技馆',
				type: 'museum',
				province_code: '110000',
				city_code: '110100',
				district_code: '110101',
			},
			owner,
		)
	).id;
	await ok(
		'/organisation/inviteMember',
		{ organisation_id: organisationId, mobile: memberMobile },
		owner,
	);
	member = await api.login(memberMobile);
	const mine = await ok('/organisation/getMyOrganisations', {}, member);
	await ok(
		'/organisation/answerInvitation',
		{ invitation_id: mine.invitations[0].id, accept: 1 },
		member,
	);
}, 120_000);
afterAll(async () => handle?.close());

describe('submitSummary refuses', () => {
	test('before the activity ends, in Chinese', async () => {
		const { id } = await ok(
			'/activity/addActivity',
			activityBody({ title: '尚未举行的讲座', organisation_id: organisationId }),
			owner,
		);
		await ok('/admin/reviewActivity', { id, decision: 'approve' }, admin);
		const early = await submit(owner, { id });
		expect(early).toMatchObject({ msg: '活动结束后才能提交活动总结' });
		expect(early.code).not.toBe(0);
		const editor = await ok('/summary/getSummaryEditor', { id }, owner);
		expect(editor.state).toBe('not_ended');
	});

	test('after SUMMARY_DEADLINE, naming it', async () => {
		const id = await endedActivity('截止后才想起的总结');
		const passed = Math.floor((Date.now() - 60_000) / 1000) * 1000;
		const late = createTestApi(handle.db, { SUMMARY_DEADLINE: formatBusinessTime(passed) });
		const refused = await late.call(
			'/summary/submitSummary',
			{ id, content: TEXT },
			{ auth: owner },
		);
		expect(refused.msg).toBe(`活动总结已于 ${formatBusinessTime(passed)}（北京时间）截止提交`);
		const editor = await late.call('/summary/getSummaryEditor', { id }, { auth: owner });
		expect(editor.data.state).toBe('past_deadline');
	});

	test('one outside the organisation, and nobody signed in', async () => {
		const id = await endedActivity('外人不能总结的活动');
		const refused = await submit(stranger, { id });
		expect(refused.msg).toBe('只有活动的发布者或所属单位的成员可以提交活动总结');
		const signedOut = await api.call('/summary/submitSummary', { id, content: TEXT });
		expect(signedOut.code).not.toBe(0);
	});

	test('bad input, naming the field and the rule', async () => {
		const id = await endedActivity('输入有误的总结');
		const cases: [Record<string, unknown>, string][] = [
			[{ content: '<p>太短了</p>' }, '总结内容至少 20 个字'],
			[{ photos: ['https://example.com/a.jpg'] }, '活动照片必须是本站上传的图片'],
			[{ photos: Array.from({ length: 21 }, (_, n) => photo(n + 1)) }, '活动照片最多 20 张'],
			[{ video: '/uploads/abc.mov' }, '活动视频应为本站上传的 MP4 视频'],
			[{ walk_ins: -1 }, '现场未签到人数估计不能小于 0'],
			[{ walk_ins: '很多' }, '现场未签到人数估计必须是整数'],
		];
		for (const [body, message] of cases) {
			const answer = await submit(owner, { id, ...body });
			expect(answer.msg, JSON.stringify(body)).toBe(message);
		}
	});
});

describe('a summary through review', () => {
	let id: number;
	let summaryId: number;

	test('a member submits one: pending, with check-ins and walk-ins both counted', async () => {
		id = await endedActivity('水火箭制作体验营');
		reviewedActivity = id;
		const saved = await ok(
			'/summary/submitSummary',
			{
				id,
				content: TEXT,
				photos: [photo(1), photo(2)],
				video: `/uploads/${'b'.repeat(32)}.mp4`,
				walk_ins: 35,
			},
			member,
		);
		summaryId = saved.id;
		expect(saved).toMatchObject({
			status: 'pending',
			checkins: 0,
			walk_ins: 35,
			people_reached: 35,
			photos: [photo(1), photo(2)],
		});
		expect(await ok('/summary/getSummary', { id })).toBeNull();
	});

	test('stays editable while pending; a province admin elsewhere may not decide it', async () => {
		const edited = await ok('/summary/submitSummary', { id, content: TEXT, walk_ins: 40 }, owner);
		expect(edited).toMatchObject({ id: summaryId, status: 'pending', walk_ins: 40, photos: [] });
		const queue = await ok('/admin/getSummaryList', {}, guangdongAdmin);
		expect(queue.items.map((item: { id: number }) => item.id)).not.toContain(summaryId);
		const outside = await api.call(
			'/admin/reviewSummary',
			{ id: summaryId, decision: 'approve' },
			{ auth: guangdongAdmin },
		);
		expect(outside.msg).toContain('超出您的管理区域');
	});

	test('a rejection needs a reason, tells the submitter, and the edit goes back to review', async () => {
		const noReason = await api.call(
			'/admin/reviewSummary',
			{ id: summaryId, decision: 'reject' },
			{ auth: admin },
		);
		expect(noReason.msg).toBe('请填写驳回原因');
		await ok(
			'/admin/reviewSummary',
			{ id: summaryId, decision: 'reject', reason: '请补充活动照片' },
			admin,
		);
		const editor = await ok('/summary/getSummaryEditor', { id }, member);
		expect(editor.summary).toMatchObject({ status: 'rejected', reject_reason: '请补充活动照片' });
		const again = await ok(
			'/summary/submitSummary',
			{ id, content: TEXT, photos: [photo(3)], walk_ins: 40 },
			member,
		);
		expect(again).toMatchObject({ status: 'pending', reject_reason: '' });
		const told = await handle.db
			.select({ title: messages.title, body: messages.body })
			.from(messages)
			.where(and(eq(messages.activityId, id), eq(messages.kind, 'review')));
		expect(told.map((m) => m.title)).toContain('活动总结审核未通过');
	});

	test('approval is audited, shows it publicly and ends editing', async () => {
		const queue = await ok('/admin/getSummaryList', {}, admin);
		expect(queue.items).toContainEqual(
			expect.objectContaining({
				id: summaryId,
				activity_title: '水火箭制作体验营',
				screening_hits: [],
			}),
		);
		await ok('/admin/reviewSummary', { id: summaryId, decision: 'approve' }, admin);
		const shown = await ok('/summary/getSummary', { id });
		expect(shown).toMatchObject({ status: 'approved', photos: [photo(3)], people_reached: 40 });
		const audit = await ok('/admin/getAuditList', { action: 'summary.approve' }, admin);
		expect(JSON.stringify(audit)).toContain(String(summaryId));
		const locked = await submit(member, { id });
		expect(locked.msg).toBe('活动总结已通过审核，不能再修改');
		const twice = await api.call(
			'/admin/reviewSummary',
			{ id: summaryId, decision: 'reject', reason: '重复' },
			{ auth: admin },
		);
		expect(twice.msg).toBe('该活动总结不在待审核状态');
	});
});

describe('screening', () => {
	test('a listed term holds the summary and the reviewer sees the hit', async () => {
		const id = await endedActivity('被筛查的总结');
		const held = await ok(
			'/summary/submitSummary',
			{ id, content: `${TEXT}<p>欢迎加入刷单返利群</p>` },
			owner,
		);
		expect(held).toMatchObject({ status: 'pending', review_fields: ['活动总结'] });
		const queue = await ok('/admin/getSummaryList', { pageSize: 50 }, admin);
		const item = queue.items.find((entry: { id: number }) => entry.id === held.id);
		expect(item.screening_hits).toEqual([expect.objectContaining({ term: '刷单返利' })]);
	});
});

describe('summary reminders', () => {
	test('go 7 days and 1 day before the deadline to who owes a summary, each once', async () => {
		const id = await endedActivity('还没写总结的活动');
		const reminded = async () =>
			(
				await handle.db
					.select({ userId: messages.userId, title: messages.title })
					.from(messages)
					.where(and(eq(messages.activityId, id), eq(messages.kind, 'reminder')))
			).map((m) => m.title);
		expect(await sendSummaryReminders(handle.db, deadline, new Date(deadline - 8 * DAY))).toBe(0);
		const weekBefore = new Date(deadline - 7 * DAY + 60_000);
		expect(await sendSummaryReminders(handle.db, deadline, weekBefore)).toBeGreaterThan(0);
		expect(await sendSummaryReminders(handle.db, deadline, weekBefore)).toBe(0);
		expect(await reminded()).toEqual(['活动总结将于7天后截止提交']);
		const dayBefore = new Date(deadline - DAY + 60_000);
		expect(await sendSummaryReminders(handle.db, deadline, dayBefore)).toBeGreaterThan(0);
		expect(await sendSummaryReminders(handle.db, deadline, dayBefore)).toBe(0);
		expect(await reminded()).toEqual(['活动总结将于7天后截止提交', '活动总结将于1天后截止提交']);
		expect(await sendSummaryReminders(handle.db, deadline, new Date(deadline + 1000))).toBe(0);
	});

	test('skip an activity that has its summary', async () => {
		const id = await endedActivity('已交总结的活动');
		await ok('/summary/submitSummary', { id, content: TEXT }, owner);
		await sendSummaryReminders(handle.db, deadline, new Date(deadline - DAY + 120_000));
		const rows = await handle.db
			.select()
			.from(messages)
			.where(and(eq(messages.activityId, id), eq(messages.kind, 'reminder')));
		expect(rows).toEqual([]);
	});
});

describe('figures', () => {
	test('count summaries, people reached, certificates and volunteer hours by province, in the admin region only', async () => {
		const participant = await api.login(uniqueMobile());
		const person = { id: participant.uid };
		// A checked-in volunteer with a certificate, written as the check-in and certificate paths leave them.
		await handle.db.insert(joins).values({
			activityId: reviewedActivity,
			userId: person.id,
			checkedInAt: new Date(),
			volunteerHours: 2.5,
		});
		await handle.db.insert(certificates).values({
			activityId: reviewedActivity,
			userId: person.id,
			kind: 'volunteer',
			hours: 2.5,
			name: '李雷',
		});
		const national = await ok('/admin/getStats', {}, admin);
		expect(national.after_event).toMatchObject({
			people_reached: 41,
			certificates: 1,
			volunteer_hours: 2.5,
		});
		// Three not rejected: the reviewed one, the screened one and the one that stopped its reminders.
		expect(national.after_event.summaries).toBe(3);
		expect(national.after_event.by_province).toEqual([
			{
				code: '110000',
				name: '北京市',
				summaries: 3,
				people_reached: 41,
				certificates: 1,
				volunteer_hours: 2.5,
			},
		]);
		expect(await afterEventFigures(handle.db)).toEqual(national.after_event);
		const guangdong = await ok('/admin/getStats', {}, guangdongAdmin);
		expect(guangdong.after_event).toEqual({
			summaries: 0,
			people_reached: 0,
			certificates: 0,
			volunteer_hours: 0,
			by_province: [],
		});
	});
});
