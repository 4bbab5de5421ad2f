import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins, messages, reminderDeliveries } from '../../src/server/db/schema';
import type { JobPayloads, JobQueue } from '../../src/server/jobs/queue';
import { listReminderCandidates, sendDueReminders } from '../../src/server/jobs/reminders';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

const HOUR = 3_600_000;
const OFFSETS = [86_400, 3_600];

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
const sent: { name: keyof JobPayloads; data: unknown }[] = [];
const jobs: JobQueue = {
	async send(name, data) {
		sent.push({ name, data });
	},
};

beforeAll(async () => {
	({ handle, api } = await openTestApi({}, { jobs }));
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

let titles = 0;

/** A whole minute `days` from now: activity times are kept to the second. */
const inDays = (days: number) => Math.ceil((Date.now() + days * 86_400_000) / 60_000) * 60_000;

/** An approved activity starting at `start`, and people who joined it at `joinedAt`. */
async function activityWithJoiners(start: number, joinedAt: number, people = 2) {
	titles += 1;
	const result = await api.call(
		'/activity/addActivity',
		activityBody({
			title: `提醒测试活动 ${titles}`,
			start_time: formatBusinessTime(start),
			end_time: formatBusinessTime(start + 2 * HOUR),
		}),
		{ auth: owner },
	);
	if (result.code !== 0) throw new Error(result.msg);
	const id: number = result.data.id;
	const users = await Promise.all(Array.from({ length: people }, () => api.login(uniqueMobile())));
	api.setNow(new Date(joinedAt));
	for (const auth of users) {
		const joined = await api.call('/activity/activityJoin', { id, agree: 1 }, { auth });
		if (joined.code !== 0) throw new Error(joined.msg);
	}
	api.setNow(undefined);
	return { id, users };
}

async function messagesOf(activityId: number, kind: 'reminder' | 'change') {
	return handle.db
		.select()
		.from(messages)
		.where(and(eq(messages.activityId, activityId), eq(messages.kind, kind)));
}

describe('reminders', () => {
	test('are due 24 hours and 1 hour before the start, each sent once to each joined person', async () => {
		const start = inDays(3);
		const { id, users } = await activityWithJoiners(start, Date.now());
		const early = await sendDueReminders(handle.db, id, OFFSETS, new Date(start - 25 * HOUR));
		expect(early).toEqual({ sent: 0, next: new Date(start - 24 * HOUR) });

		const day = await sendDueReminders(handle.db, id, OFFSETS, new Date(start - 23 * HOUR));
		expect(day).toEqual({ sent: 2, next: new Date(start - HOUR) });
		const again = await sendDueReminders(handle.db, id, OFFSETS, new Date(start - 22 * HOUR));
		expect(again.sent).toBe(0);

		const hour = await sendDueReminders(handle.db, id, OFFSETS, new Date(start - HOUR / 2));
		expect(hour).toEqual({ sent: 2, next: null });
		const after = await sendDueReminders(handle.db, id, OFFSETS, new Date(start + HOUR));
		expect(after.sent).toBe(0);

		const sentMessages = await messagesOf(id, 'reminder');
		expect(sentMessages).toHaveLength(4);
		expect(new Set(sentMessages.map((m) => m.userId))).toEqual(new Set(users.map((u) => u.uid)));
		expect(sentMessages[0]?.body).toContain(`${formatBusinessTime(start).slice(0, 16)} 至`);
		expect(sentMessages[0]?.body).toContain('（北京时间）');
		expect(sentMessages[0]?.body).toContain('东城区科技馆');
	});

	test('never twice under 8 parallel senders (several servers or retries)', async () => {
		const start = inDays(3);
		const { id } = await activityWithJoiners(start, Date.now(), 5);
		const at = new Date(start - 20 * HOUR);
		const runs = await Promise.all(
			Array.from({ length: 8 }, () => sendDueReminders(handle.db, id, OFFSETS, at)),
		);
		expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(5);
		expect(await messagesOf(id, 'reminder')).toHaveLength(5);
		const keys = await handle.db
			.select()
			.from(reminderDeliveries)
			.where(eq(reminderDeliveries.activityId, id));
		expect(keys).toHaveLength(5);
	});

	test('go to the people joined at the due time; after a stop only the latest due one goes out', async () => {
		const start = inDays(3);
		const { id } = await activityWithJoiners(start, start - 30 * HOUR, 1);
		const late = await api.login(uniqueMobile());
		api.setNow(new Date(start - 10 * HOUR));
		expect((await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: late })).code).toBe(
			0,
		);
		api.setNow(undefined);
		// The server was stopped from before the 24-hour reminder until 30 minutes before the start.
		const run = await sendDueReminders(handle.db, id, OFFSETS, new Date(start - HOUR / 2));
		expect(run.sent).toBe(2);
		const rows = await handle.db
			.select()
			.from(reminderDeliveries)
			.where(eq(reminderDeliveries.activityId, id));
		expect(rows.map((row) => row.offsetSeconds)).toEqual([3_600, 3_600]);
	});

	test('follow a new start time, and cancelled or unapproved activities get none', async () => {
		const start = inDays(3);
		const { id } = await activityWithJoiners(start, Date.now(), 1);
		expect((await sendDueReminders(handle.db, id, OFFSETS, new Date(start - 20 * HOUR))).sent).toBe(
			1,
		);
		const moved = start + 86_400_000;
		const edit = await api.call(
			'/activity/updateActivity',
			{
				id,
				...activityBody({
					start_time: formatBusinessTime(moved),
					end_time: formatBusinessTime(moved + 2 * HOUR),
				}),
			},
			{ auth: owner },
		);
		expect(edit.code).toBe(0);
		// The old time's 1-hour moment passes without a reminder; the new time's 24-hour one comes.
		expect((await sendDueReminders(handle.db, id, OFFSETS, new Date(start - HOUR / 2))).sent).toBe(
			0,
		);
		expect((await sendDueReminders(handle.db, id, OFFSETS, new Date(moved - 20 * HOUR))).sent).toBe(
			1,
		);

		await handle.db.update(activities).set({ status: 'pending' }).where(eq(activities.id, id));
		expect((await sendDueReminders(handle.db, id, OFFSETS, new Date(moved - HOUR / 2))).sent).toBe(
			0,
		);
		expect((await api.call('/activity/activityCancel', { id }, { auth: owner })).code).toBe(0);
		expect((await sendDueReminders(handle.db, id, OFFSETS, new Date(moved - HOUR / 2))).sent).toBe(
			0,
		);
		expect(await messagesOf(id, 'reminder')).toHaveLength(2);
	});

	test('the sweep lists only activities whose due reminder is unsent, or due within two minutes', async () => {
		const start = inDays(3);
		const { id } = await activityWithJoiners(start, Date.now(), 1);
		const candidatesAt = async (at: number) =>
			(await listReminderCandidates(handle.db, OFFSETS, new Date(at))).includes(id);
		expect(await candidatesAt(start - 30 * HOUR)).toBe(false);
		expect(await candidatesAt(start - 24 * HOUR - 60_000)).toBe(true);
		expect(await candidatesAt(start - 23 * HOUR)).toBe(true);
		await sendDueReminders(handle.db, id, OFFSETS, new Date(start - 23 * HOUR));
		expect(await candidatesAt(start - 22 * HOUR)).toBe(false);
		expect(await candidatesAt(start - HOUR / 2)).toBe(true);
		await sendDueReminders(handle.db, id, OFFSETS, new Date(start - HOUR / 2));
		expect(await candidatesAt(start - HOUR / 4)).toBe(false);
		expect(await candidatesAt(start + HOUR)).toBe(false);
		const nobody = await activityWithJoiners(start, Date.now(), 0);
		expect(
			(await listReminderCandidates(handle.db, OFFSETS, new Date(start - HOUR / 2))).includes(
				nobody.id,
			),
		).toBe(false);
	});

	test('publishing and editing queue the activity’s reminder job', async () => {
		sent.length = 0;
		const { id } = await activityWithJoiners(inDays(3), Date.now(), 0);
		expect(sent).toContainEqual({ name: 'reminders', data: { activityId: id } });
	});
});

test('the .ics file reminds at the configured offsets', async () => {
	const { answerIcsFile } = await import('../../src/server/services/browse/ics-loader');
	const { id } = await activityWithJoiners(inDays(4), Date.now(), 0);
	const text = await (
		await answerIcsFile(handle.db, `${id}.ics`, 'https://kpy.example', OFFSETS)
	).text();
	expect(text.match(/BEGIN:VALARM/g)).toHaveLength(2);
	expect(text).toContain('\r\nTRIGGER;RELATED=START:-P1D\r\n');
	expect(text).toContain('\r\nTRIGGER;RELATED=START:-PT1H\r\n');
});

describe('change notices', () => {
	async function edit(id: number, overrides: Record<string, unknown>) {
		const result = await api.call(
			'/activity/updateActivity',
			{ id, ...activityBody(overrides) },
			{ auth: owner },
		);
		if (result.code !== 0) throw new Error(result.msg);
	}

	async function runChangeJobs() {
		const { sendChangeNotices } = await import('../../src/server/jobs/change-notices');
		const changes = sent.filter((job) => job.name === 'activity-change');
		sent.length = 0;
		let total = 0;
		for (const job of changes) {
			total += await sendChangeNotices(
				handle.db,
				(job.data as JobPayloads['activity-change']).changeId,
				new Date(),
			);
		}
		return total;
	}

	test('tell joined people what changed, old → new, in a job, once', async () => {
		const start = Date.parse('2027-03-10T09:00:00+08:00');
		const { id, users } = await activityWithJoiners(start, Date.now(), 2);
		sent.length = 0;
		await edit(id, {
			start_time: '2027-03-11 14:00:00',
			end_time: '2027-03-11 16:00:00',
			mode: 'hybrid',
			venue: '朝阳区科技馆',
			address: '朝阳区某路 2 号',
			district_code: '110105',
			online_url: 'https://live.example/room/1',
		});
		// The request only queued the job; nobody has a notice yet.
		expect(await messagesOf(id, 'change')).toHaveLength(0);
		expect(await runChangeJobs()).toBe(2);
		const notices = await messagesOf(id, 'change');
		expect(new Set(notices.map((m) => m.userId))).toEqual(new Set(users.map((u) => u.uid)));
		const body = notices[0]?.body ?? '';
		expect(body).toContain(
			'时间：2027-03-10 09:00 至 11:00 → 2027-03-11 14:00 至 16:00（北京时间）',
		);
		expect(body).toContain(
			'地点：北京市 · 东城区 东城区科技馆 东城区某路 1 号 → 北京市 · 朝阳区 朝阳区科技馆 朝阳区某路 2 号',
		);
		expect(body).toContain('线上链接：（无） → https://live.example/room/1');
		// The job run again (a retry, a second server) sends nothing.
		const { sendChangeNotices } = await import('../../src/server/jobs/change-notices');
		const { activityChanges } = await import('../../src/server/db/schema');
		const [change] = await handle.db
			.select()
			.from(activityChanges)
			.where(eq(activityChanges.activityId, id));
		expect(await sendChangeNotices(handle.db, change?.id ?? 0, new Date())).toBe(0);
		expect(await messagesOf(id, 'change')).toHaveLength(2);
	});

	test('say nothing for other edits, or when nobody joined', async () => {
		const start = inDays(5);
		const { id } = await activityWithJoiners(start, Date.now(), 1);
		sent.length = 0;
		await edit(id, {
			title: '新的标题',
			summary: '新的简介',
			start_time: formatBusinessTime(start),
			end_time: formatBusinessTime(start + 2 * HOUR),
		});
		expect(sent.filter((job) => job.name === 'activity-change')).toHaveLength(0);

		const lonely = await activityWithJoiners(start, Date.now(), 0);
		await edit(lonely.id, {
			venue: '别处',
			start_time: formatBusinessTime(start),
			end_time: formatBusinessTime(start + 2 * HOUR),
		});
		expect(sent.filter((job) => job.name === 'activity-change')).toHaveLength(0);
		expect(await runChangeJobs()).toBe(0);
		const [joined] = await handle.db.select().from(joins).where(eq(joins.activityId, id));
		expect(joined).toBeDefined();
	});
});
