import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import DetailPage from '../../src/pages/detail-page.astro';
import MobileDetailPage from '../../src/pages/mobile/detail-page.astro';
import type { DbHandle } from '../../src/server/db/client';
import { activities, activityChanges, users } from '../../src/server/db/schema';
import { listUnsentChanges, sendChangeNotices } from '../../src/server/jobs/change-notices';
import { sendDueReminders } from '../../src/server/jobs/reminders';
import { loadHome } from '../../src/server/services/browse/home-loader';
import { answerIcsFile } from '../../src/server/services/browse/ics-loader';
import { readSitemap } from '../../src/server/services/sitemap/sitemap';
import { refreshStats } from '../../src/server/services/stats/rollup';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { downloadExport } from './helpers/download';
import { openTestApi } from './helpers/open-test-api';
import { createPageRenderer } from './helpers/render-page';

let handle: DbHandle;
let api: TestApi;
let author: TestLogin;
let admin: TestLogin;
let renderPage: Awaited<ReturnType<typeof createPageRenderer>>;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ REVIEW_MODE: 'manual' }));
	renderPage = await createPageRenderer(handle.db);
	author = await api.login(uniqueMobile());
	const adminMobile = uniqueMobile();
	admin = await api.login(adminMobile);
	await handle.db
		.update(users)
		.set({ roles: ['user', 'national_admin'] })
		.where(eq(users.mobile, adminMobile));
});
afterAll(async () => handle.close());

/** What the attack report's organiser wrote into an approved activity. */
const PHISHING = {
	title: '加微信kp2025领奖品',
	mode: 'hybrid',
	venue: '中奖请加微信 kp2025 领取',
	address: '请转账 200 元保证金',
	online_url: 'https://evil.example/phish',
};
const UNREVIEWED = ['加微信', 'kp2025', '请转账', 'evil.example'];

function expectNoneOf(text: string, words = UNREVIEWED) {
	for (const word of words) expect(text, word).not.toContain(word);
}

/** One schedule for every body, so that an edit changes the time only when it says so. */
const { start_time, end_time } = activityBody();
const bodyOf = (overrides: Record<string, unknown>) =>
	activityBody({ start_time, end_time, ...overrides });

async function publishApproved(overrides: Record<string, unknown>): Promise<number> {
	const added = await api.call('/activity/addActivity', bodyOf(overrides), { auth: author });
	expect(added.code).toBe(0);
	await review(added.data.id, 'approve');
	return added.data.id;
}

async function review(id: number, decision: 'approve' | 'reject', reason = '') {
	const result = await api.call('/admin/reviewActivity', { id, decision, reason }, { auth: admin });
	expect(result.code, result.msg).toBe(0);
}

async function edit(id: number, overrides: Record<string, unknown>) {
	const result = await api.call('/activity/updateActivity', bodyOf({ id, ...overrides }), {
		auth: author,
	});
	expect(result.code, result.msg).toBe(0);
	return result.data;
}

/** Runs what the job runner would send of every recorded change, now. */
async function sendEveryChange(): Promise<void> {
	for (const changeId of await listUnsentChanges(handle.db, new Date(Date.now() + 3_600_000))) {
		await sendChangeNotices(handle.db, changeId, new Date());
	}
}

async function messagesOf(login: TestLogin): Promise<string> {
	const list = await api.call('/user/getMessageList', { pageSize: 50 }, { auth: login });
	return JSON.stringify(list.data.items);
}

async function joinAs(id: number): Promise<TestLogin> {
	const person = await api.login(uniqueMobile());
	expect((await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: person })).code).toBe(
		0,
	);
	return person;
}

describe('an edit of an approved activity waits for review apart from it', () => {
	test('the joiners hear nothing of an unreviewed edit; the approved edit is told with its own text', async () => {
		const id = await publishApproved({
			title: '少儿科学实验课',
			mode: 'hybrid',
			online_url: 'https://meeting.example.cn/a',
		});
		const joiner = await joinAs(id);
		await edit(id, PHISHING);
		await sendEveryChange();
		expectNoneOf(await messagesOf(joiner));
		const recorded = await handle.db
			.select()
			.from(activityChanges)
			.where(eq(activityChanges.activityId, id));
		expect(recorded).toEqual([]);

		await review(id, 'reject', '含有联系方式和转账信息');
		await sendEveryChange();
		expectNoneOf(await messagesOf(joiner));

		await edit(id, {
			mode: 'hybrid',
			venue: '海淀区科技馆',
			online_url: 'https://meeting.example.cn/b',
		});
		await sendEveryChange();
		expect(await messagesOf(joiner)).not.toContain('海淀区科技馆');
		await review(id, 'approve');
		await sendEveryChange();
		const told = await messagesOf(joiner);
		expect(told).toContain('活动信息变更：航天科技科普讲座');
		expect(told).toContain('海淀区科技馆');
		expect(told).toContain('https://meeting.example.cn/b');
		expectNoneOf(told);
	});

	test('a cancellation while an edit waits names the approved title and drops the edit', async () => {
		const id = await publishApproved({ title: '已审核的标题' });
		const joiner = await joinAs(id);
		await edit(id, { title: '速加微信kp888退款' });
		expect((await api.call('/activity/activityCancel', { id }, { auth: author })).code).toBe(0);
		const told = await messagesOf(joiner);
		expect(told).toContain('您报名的活动「已审核的标题」已被主办方取消。');
		expect(told).not.toContain('kp888');
		const own = await api.call('/activity/getActDetail', { id }, { auth: author });
		expect(own.data.edit).toBeUndefined();
		expect(own.data).toMatchObject({ status: 'cancelled', title: '已审核的标题' });
	});
});

describe('while an edit waits, every reader shows the approved version', () => {
	let id: number;
	let joiner: TestLogin;
	const approvedTitle = '原版天文观测夜';

	beforeAll(async () => {
		id = await publishApproved({
			title: approvedTitle,
			mode: 'hybrid',
			online_url: 'https://meeting.example.cn/star',
			capacity: 2,
		});
		joiner = await joinAs(id);
		const saved = await edit(id, { ...PHISHING, capacity: 2 });
		expect(saved).toEqual({ id, status: 'pending', still_public: true });
	});

	test('the API: detail, lists, search, the user centre', async () => {
		const anonymous = await api.call('/activity/getActDetail', { id });
		expect(anonymous.data).toMatchObject({ title: approvedTitle, status: 'approved' });
		expect(anonymous.data.edit).toBeUndefined();
		const joined = await api.call('/activity/getActDetail', { id }, { auth: joiner });
		expect(joined.data).toMatchObject({
			title: approvedTitle,
			online_url: 'https://meeting.example.cn/star',
		});
		expectNoneOf(JSON.stringify(joined.data));
		expect((await api.call('/activity/getActivityList', { keyword: '天文观测' })).data.total).toBe(
			1,
		);
		expect((await api.call('/activity/getActivityList', { keyword: '加微信' })).data.total).toBe(0);
		expectNoneOf(JSON.stringify((await api.call('/activity/getActivityList', {})).data));
		const mine = await api.call('/user/getUserActivityList', { tab: 'join' }, { auth: joiner });
		expect(mine.data.items[0]).toMatchObject({ id, title: approvedTitle });
		expect(mine.data.items[0].edit).toBeUndefined();
	});

	test('the detail pages, their share card and JSON-LD, in both layouts', async () => {
		for (const page of [DetailPage, MobileDetailPage]) {
			const response = await renderPage(page, `/detail-page?id=${id}`);
			expect(response.status).toBe(200);
			const html = await response.text();
			expect(html).toContain(`<meta property="og:title" content="${approvedTitle}`);
			expect(html).toMatch(new RegExp(`application/ld\\+json[^>]*>[^<]*${approvedTitle}`));
			expectNoneOf(html);
		}
	});

	test('the ICS file and the sitemap', async () => {
		const ics = await (await answerIcsFile(handle.db, `${id}.ics`, 'https://kpy.example')).text();
		expect(ics).toContain(approvedTitle);
		expectNoneOf(ics);
		const sitemap = await readSitemap(handle.db, {
			toUrl: (path) => new URL(path, 'https://kpy.example').href,
		});
		expect(sitemap).toContain(`/detail-page?id=${id}`);
	});

	test('the home page and the reminders', async () => {
		const home = await loadHome(handle.db, new URLSearchParams(), 'pc');
		expect(JSON.stringify(home)).toContain(approvedTitle);
		expectNoneOf(JSON.stringify(home));
		const shown = await api.call('/activity/getActDetail', { id });
		const start = new Date(`${shown.data.start_time.replace(' ', 'T')}+08:00`);
		const run = await sendDueReminders(
			handle.db,
			id,
			[86_400],
			new Date(start.getTime() - 3_600_000),
		);
		expect(run.sent).toBe(1);
		const reminded = await messagesOf(joiner);
		expect(reminded).toContain(`活动即将开始：${approvedTitle}`);
		expect(reminded).toContain('https://meeting.example.cn/star');
		expectNoneOf(reminded);
	});

	test('the statistics count it as approved', async () => {
		await refreshStats(handle.db);
		const stats = await api.call('/admin/getStats', {}, { auth: admin });
		expect(stats.data.totals.pending).toBe(0);
		expect(stats.data.totals.approved).toBeGreaterThanOrEqual(1);
	});

	test('registration goes on: join, waitlist, leave, cancel and promotion, with approved names', async () => {
		const second = await joinAs(id);
		const queued = await api.login(uniqueMobile());
		expect(
			(await api.call('/activity/waitlistJoin', { id, agree: 1 }, { auth: queued })).code,
		).toBe(0);
		expect((await api.call('/activity/waitlistLeave', { id }, { auth: queued })).code).toBe(0);
		expect(
			(await api.call('/activity/waitlistJoin', { id, agree: 1 }, { auth: queued })).code,
		).toBe(0);
		expect((await api.call('/activity/cancelJoin', { id }, { auth: second })).code).toBe(0);
		const promoted = await messagesOf(queued);
		expect(promoted).toContain(`您候补的活动「${approvedTitle}」有了空位`);
		expectNoneOf(promoted);
	});

	test("the participants' export names the approved activity", async () => {
		const file = await downloadExport(api, { id, format: 'csv' }, author);
		expect(file.status).toBe(200);
		const text = new TextDecoder().decode(file.bytes);
		expect(text).toContain(`活动: ${approvedTitle}`);
		expectNoneOf(text);
	});

	test('the owner sees the edit in the detail, 我发布的 and the review queue shows it to admins', async () => {
		const own = await api.call('/activity/getActDetail', { id }, { auth: author });
		expect(own.data).toMatchObject({ title: approvedTitle, status: 'approved' });
		expect(own.data.edit).toMatchObject({ status: 'pending', reject_reason: '' });
		expect(own.data.edit.activity).toMatchObject({
			title: PHISHING.title,
			venue: PHISHING.venue,
			online_url: PHISHING.online_url,
		});
		const published = await api.call(
			'/user/getUserActivityList',
			{ tab: 'publish' },
			{ auth: author },
		);
		const item = published.data.items.find((entry: { id: number }) => entry.id === id);
		expect(item).toMatchObject({
			title: approvedTitle,
			status: 'approved',
			edit: { status: 'pending', title: PHISHING.title, reject_reason: '' },
		});
		const queue = await api.call('/admin/getReviewList', { pageSize: 50 }, { auth: admin });
		const queued = queue.data.items.find((entry: { id: number }) => entry.id === id);
		expect(queued).toMatchObject({
			title: PHISHING.title,
			online_url: PHISHING.online_url,
			is_edit: true,
			status: 'approved',
		});
		expect(queued.changed_fields).toEqual(['标题', '场馆', '地址', '线上链接']);
	});

	test('rejected: the approved version stays, the owner sees the edit with the reason', async () => {
		await review(id, 'reject', '含有联系方式和转账信息');
		expect((await api.call('/activity/getActDetail', { id })).data.title).toBe(approvedTitle);
		const own = await api.call('/activity/getActDetail', { id }, { auth: author });
		expect(own.data.edit).toMatchObject({
			status: 'rejected',
			reject_reason: '含有联系方式和转账信息',
			activity: { title: PHISHING.title },
		});
		expect(await messagesOf(author)).toContain('修改未通过审核，原因：含有联系方式和转账信息');
		const queue = await api.call('/admin/getReviewList', { pageSize: 50 }, { auth: admin });
		expect(queue.data.items.map((entry: { id: number }) => entry.id)).not.toContain(id);
		expectNoneOf(await messagesOf(joiner));
	});

	test('approved: the edit replaces the public version', async () => {
		await edit(id, {
			title: '新版天文观测夜',
			mode: 'hybrid',
			online_url: 'https://meeting.example.cn/star',
			capacity: 2,
		});
		await review(id, 'approve');
		const shown = await api.call('/activity/getActDetail', { id });
		expect(shown.data).toMatchObject({ title: '新版天文观测夜', status: 'approved' });
		const own = await api.call('/activity/getActDetail', { id }, { auth: author });
		expect(own.data.edit).toBeUndefined();
		const html = await (await renderPage(DetailPage, `/detail-page?id=${id}`)).text();
		expect(html).toContain('新版天文观测夜');
	});
});

test('an approved edit that lowers the capacity below the people joined since keeps their seats', async () => {
	const id = await publishApproved({ title: '名额调整的活动', capacity: 3 });
	await joinAs(id);
	await edit(id, { title: '名额调整的活动', capacity: 1 });
	await joinAs(id);
	await review(id, 'approve');
	const shown = await api.call('/activity/getActDetail', { id });
	expect(shown.data).toMatchObject({ capacity: 2, join_count: 2 });
	expect(await messagesOf(author)).toContain('人数上限已按审核时已报名的 2 人调整');
});

test('a reviewer who read an edit the owner has replaced since is asked to look again', async () => {
	const id = await publishApproved({ title: '审核中被替换的活动' });
	await edit(id, { title: '审核员读过的修改' });
	const queue = await api.call('/admin/getReviewList', { pageSize: 50 }, { auth: admin });
	const read = queue.data.items.find((entry: { id: number }) => entry.id === id);
	expect(read).toMatchObject({ title: '审核员读过的修改', is_edit: true });
	await edit(id, { title: '审核员没读过的修改' });
	const stale = await api.call(
		'/admin/reviewActivity',
		{ id, decision: 'approve', edit_version: read.edit_version },
		{ auth: admin },
	);
	expect(stale.msg).toBe('发布者已更新了这份修改，请刷新后重新审核');
	expect((await api.call('/activity/getActDetail', { id })).data.title).toBe('审核中被替换的活动');
	const again = await api.call('/admin/getReviewList', { pageSize: 50 }, { auth: admin });
	const current = again.data.items.find((entry: { id: number }) => entry.id === id);
	const approved = await api.call(
		'/admin/reviewActivity',
		{ id, decision: 'approve', edit_version: current.edit_version },
		{ auth: admin },
	);
	expect(approved.code).toBe(0);
	expect((await api.call('/activity/getActDetail', { id })).data.title).toBe('审核员没读过的修改');
});

test('text left unreviewed by the old model reaches no joiner: its recorded change is not sent, a cancellation names the number', async () => {
	const id = await publishApproved({ title: '旧模型下的活动' });
	const joiner = await joinAs(id);
	// What an edit under the old model left behind: the row itself unreviewed, its change unsent.
	await handle.db
		.update(activities)
		.set({ title: '旧模型未审核的标题', status: 'pending', contentApproved: false })
		.where(eq(activities.id, id));
	const [change] = await handle.db
		.insert(activityChanges)
		.values({ activityId: id, changes: [{ label: '地点', from: '甲', to: '请转账' }] })
		.returning({ id: activityChanges.id });
	expect(await sendChangeNotices(handle.db, change?.id ?? 0, new Date())).toBe(0);
	expect((await api.call('/activity/activityCancel', { id }, { auth: author })).code).toBe(0);
	const told = await messagesOf(joiner);
	expect(told).toContain(`您报名的活动「编号 ${id}」已被主办方取消。`);
	expectNoneOf(told, ['旧模型未审核的标题', '请转账']);
});
