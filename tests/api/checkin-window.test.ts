import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatShortCode } from '../../src/lib/checkin/short-code';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins } from '../../src/server/db/schema';
import { getCheckinKey } from '../../src/server/services/checkin/checkin-key';
import { shortCodeOf } from '../../src/server/services/checkin/checkin-token';
import { publicFigures } from '../../src/server/services/stats/public-figures';
import { loginAdmin } from './helpers/admin';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/** When and where a registration can be checked in, and what the organiser reads at the door. */

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ONLINE = {
	mode: 'online',
	online_url: 'https://live.example.cn/room/1',
	venue: '',
	address: '',
};

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

let published = 0;

const businessTimeOf = (at: number) =>
	new Date(at + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

/** A new activity of `owner` with one joiner; answers its start and the joiner's registration. */
async function joinedActivity(overrides: Record<string, unknown> = {}) {
	published += 1;
	// A title of its own: the same submission twice within minutes answers the first activity.
	const body = activityBody({ title: `签到窗口测试 ${published}`, ...overrides });
	const added = await api.call('/activity/addActivity', body, { auth: owner });
	if (added.code !== 0) throw new Error(added.msg);
	const id = added.data.id as number;
	const joiner = await api.login(uniqueMobile());
	expect((await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: joiner })).code).toBe(
		0,
	);
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	const [seat] = await handle.db.select().from(joins).where(eq(joins.activityId, id));
	if (!row || !seat) throw new Error('no activity or seat');
	return { id, joiner, startAt: row.startAt.getTime(), registrationId: seat.id };
}

async function checkInAt(at: number, body: Record<string, unknown>, auth: TestLogin = owner) {
	api.setNow(new Date(at));
	try {
		return await api.call('/activity/activityCheckin', body, { auth });
	} finally {
		api.setNow(undefined);
	}
}

describe('the check-in window', () => {
	test('refuses a check-in before two hours ahead of the start, saying when it opens', async () => {
		const { id, joiner, startAt } = await joinedActivity();
		const { pass } = (await api.call('/activity/getCheckinInfo', { id }, { auth: joiner })).data;
		const weeksEarly = await checkInAt(startAt - 14 * 24 * HOUR, { id, code: pass.code });
		const opens = new Date(startAt - 2 * HOUR + 8 * HOUR)
			.toISOString()
			.slice(0, 16)
			.replace('T', ' ');
		expect(weeksEarly).toMatchObject({
			code: 100250102,
			msg: `签到尚未开始：活动开始前 2 小时开放签到，即 ${opens} 起`,
		});
		const justBefore = await checkInAt(startAt - 2 * HOUR - 1000, { id, payload: pass.payload });
		expect(justBefore.msg).toMatch(/^签到尚未开始/);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
		expect(row?.checkinCount).toBe(0);
		const opened = await checkInAt(startAt - 2 * HOUR, { id, code: pass.code });
		expect(opened.code, opened.msg).toBe(0);
		expect(opened.data).toMatchObject({ already: false, checkin_count: 1 });
	});

	test('stays open during the activity', async () => {
		const { id, joiner, startAt } = await joinedActivity();
		const { pass } = (await api.call('/activity/getCheckinInfo', { id }, { auth: joiner })).data;
		const during = await checkInAt(startAt + 30 * MINUTE, { id, code: pass.code });
		expect(during.code, during.msg).toBe(0);
	});
});

describe("an activity's own check-in window", () => {
	test('opens and closes when the organiser set it, and says so', async () => {
		const { id, joiner, startAt } = await joinedActivity({
			checkin_opens_before: 30,
			checkin_closes_after: 0,
		});
		const { pass } = (await api.call('/activity/getCheckinInfo', { id }, { auth: joiner })).data;
		const early = await checkInAt(startAt - 31 * MINUTE, { id, code: pass.code });
		expect(early.msg).toMatch(
			/^签到尚未开始：活动开始前 30 分钟开放签到，即 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 起$/,
		);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
		if (!row) throw new Error('no activity');
		const late = await checkInAt(row.endAt.getTime() + 1000, { id, code: pass.code });
		expect(late.msg).toMatch(/^签到码已过期：签到在活动结束时（.+）关闭$/);
		const inside = await checkInAt(startAt - 30 * MINUTE, { id, code: pass.code });
		expect(inside.code, inside.msg).toBe(0);
	});

	test('the organiser reads when check-in opens and closes; the detail gives the settings', async () => {
		const { id, startAt } = await joinedActivity({ checkin_opens_before: 60 });
		const info = await api.call('/activity/getCheckinInfo', { id }, { auth: owner });
		expect(info.data.stats.opens_at).toBe(businessTimeOf(startAt - HOUR));
		const detail = await api.call('/activity/getActDetail', { id }, { auth: owner });
		expect(detail.data).toMatchObject({ checkin_opens_before: 60, checkin_closes_after: 1440 });
	});

	test('is bounded: no earlier than a day before the start, no later than three days after the end', async () => {
		for (const [field, value, message] of [
			['checkin_opens_before', 1441, '签到开放时间（开始前分钟数）不能大于 1440'],
			['checkin_opens_before', -1, '签到开放时间（开始前分钟数）不能小于 0'],
			['checkin_closes_after', 4321, '签到截止时间（结束后分钟数）不能大于 4320'],
			['checkin_opens_before', 'soon', '签到开放时间（开始前分钟数）必须是整数'],
		] as const) {
			const body = activityBody({ title: `签到窗口越界 ${field} ${value}`, [field]: value });
			const answer = await api.call('/activity/addActivity', body, { auth: owner });
			expect(answer).toMatchObject({ code: 100000001, msg: message });
		}
	});

	test('an edit that moves the activity undoes the check-ins its new window does not hold', async () => {
		const { id, joiner, startAt, registrationId } = await joinedActivity();
		const { pass } = (await api.call('/activity/getCheckinInfo', { id }, { auth: joiner })).data;
		const figures = async () => (await publicFigures(handle.db)).checkins;
		const checked = await checkInAt(startAt - HOUR, { id, code: pass.code });
		expect(checked.code, checked.msg).toBe(0);
		const before = await figures();
		const detail = (await api.call('/activity/getActDetail', { id }, { auth: owner })).data;
		const week = 7 * 24 * HOUR;
		const moved = await api.call(
			'/activity/updateActivity',
			{
				...activityBody({ title: detail.title }),
				id,
				start_time: businessTimeOf(startAt + week),
				end_time: businessTimeOf(startAt + week + 2 * HOUR),
			},
			{ auth: owner },
		);
		expect(moved.code, moved.msg).toBe(0);
		const [seat] = await handle.db.select().from(joins).where(eq(joins.id, registrationId));
		expect(seat?.checkedInAt).toBeNull();
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
		expect(row?.checkinCount).toBe(0);
		expect(await figures()).toBe(before - 1);
	});
});

describe('an online-only activity', () => {
	test('gives a joiner no door pass and refuses a check-in with a valid code', async () => {
		const { id, joiner, startAt, registrationId } = await joinedActivity(ONLINE);
		const info = await api.call('/activity/getCheckinInfo', { id }, { auth: joiner });
		expect(info.data).toEqual({ pass: null, stats: null });
		const key = await getCheckinKey(handle.db, api.config);
		const code = formatShortCode(shortCodeOf(key, registrationId));
		const answer = await checkInAt(startAt, { id, code });
		expect(answer).toMatchObject({ code: 100250102, msg: '线上活动不设到场签到，无需签到' });
		const [seat] = await handle.db.select().from(joins).where(eq(joins.id, registrationId));
		expect(seat?.checkedInAt).toBeNull();
	});

	test('a hybrid activity still has its door pass', async () => {
		const { id, joiner } = await joinedActivity({
			...ONLINE,
			mode: 'hybrid',
			venue: '东城区科技馆',
		});
		const info = await api.call('/activity/getCheckinInfo', { id }, { auth: joiner });
		expect(info.data.pass).toMatchObject({ activity_id: id });
	});
});

describe('at the door', () => {
	test('the owner and an admin read the registered 姓名 in full', async () => {
		const { id, joiner, startAt, registrationId } = await joinedActivity();
		await handle.db.update(joins).set({ name: '李小龙' }).where(eq(joins.id, registrationId));
		const { pass } = (await api.call('/activity/getCheckinInfo', { id }, { auth: joiner })).data;
		// An admin's session ends 12 hours after sign-in: the admin at the door signs in that day.
		api.setNow(new Date(startAt));
		const adminAtTheDoor = await loginAdmin(api, handle.db).finally(() => api.setNow(undefined));
		for (const auth of [owner, adminAtTheDoor]) {
			const answer = await checkInAt(startAt, { id, code: pass.code }, auth);
			expect(answer.code, answer.msg).toBe(0);
			expect(answer.data.name).toBe('李小龙');
			expect(answer.data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
		}
	});
});
