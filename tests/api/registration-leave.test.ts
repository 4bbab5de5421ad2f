import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins, waitlist } from '../../src/server/db/schema';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/** Leaving an activity (cancelJoin, waitlistLeave): always open, and the counters follow the rows. */

let handle: DbHandle;
let api: TestApi;
/** The same database under manual review: an edit sends the activity back to review. */
let manual: TestApi;
let owner: TestLogin;
let admin: TestLogin;

const HOUR = 3_600_000;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	manual = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
	owner = await api.login(uniqueMobile());
	admin = await loginAdmin(api, handle.db);
});
afterAll(async () => handle.close());

let published = 0;

async function publish(overrides: Record<string, unknown> = {}) {
	published += 1;
	// A title of its own: the same submission twice within minutes answers the first activity.
	const body = activityBody({ title: `退出测试活动 ${published}`, ...overrides });
	const result = await api.call('/activity/addActivity', body, { auth: owner });
	if (result.code !== 0) throw new Error(result.msg);
	return { id: result.data.id as number, body };
}

const person = () => api.login(uniqueMobile());
const call = (path: string, id: number, auth: TestLogin) =>
	api.call(path, { id, agree: 1 }, { auth });

async function counters(id: number) {
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	const rows = async (table: typeof joins | typeof waitlist, checkedIn = false) => {
		const where = eq(table.activityId, id);
		const [found] = await handle.db
			.select({ n: count() })
			.from(table)
			.where(checkedIn ? and(where, isNotNull(joins.checkedInAt)) : where);
		return found?.n ?? 0;
	};
	return {
		counters: [row?.joinCount, row?.waitlistCount, row?.checkinCount],
		rows: [await rows(joins), await rows(waitlist), await rows(joins, true)],
	};
}

/** Checks `auth` in at activity `id` by the owner, with the clock inside the check-in window. */
async function checkIn(id: number, auth: TestLogin, startAt: number) {
	const pass = (await call('/activity/getCheckinInfo', id, auth)).data.pass;
	api.setNow(new Date(startAt - HOUR));
	try {
		const answer = await api.call(
			'/activity/activityCheckin',
			{ id, code: pass.code },
			{ auth: owner },
		);
		expect(answer.code, answer.msg).toBe(0);
	} finally {
		api.setNow(undefined);
	}
}

describe('a checked-in registration', () => {
	test('cannot be cancelled, so join, check-in, cancel, again never inflates the check-ins', async () => {
		const start = Date.now() + 3 * 24 * HOUR;
		const { id } = await publish({ capacity: 1, late_changes: true });
		const pal = await person();
		expect((await call('/activity/activityJoin', id, pal)).code).toBe(0);
		await checkIn(id, pal, start);
		const state = await call('/activity/getRegistration', id, pal);
		expect(state.data).toMatchObject({
			state: 'joined',
			can_cancel: false,
			reason: '已签到的报名不能取消',
		});
		for (let round = 0; round < 3; round += 1) {
			const cancelled = await call('/activity/cancelJoin', id, pal);
			expect(cancelled).toMatchObject({ code: 100250102, msg: '已签到的报名不能取消' });
			await checkIn(id, pal, start);
		}
		expect(await counters(id)).toEqual({ counters: [1, 0, 1], rows: [1, 0, 1] });
		const mine = await api.call('/user/getUserActivityList', { tab: 'join' }, { auth: pal });
		const entry = mine.data.items.find((item: { id: number }) => item.id === id);
		expect(entry.registration).toMatchObject({ can_cancel: false });
	});

	test('one not checked in is still cancelled, and the counters equal the rows after', async () => {
		const { id } = await publish({ capacity: 2 });
		const [stays, leaves] = [await person(), await person()];
		for (const auth of [stays, leaves]) {
			expect((await call('/activity/activityJoin', id, auth)).code).toBe(0);
		}
		await checkIn(id, stays, Date.now() + 3 * 24 * HOUR);
		expect((await call('/activity/cancelJoin', id, leaves)).data).toMatchObject({
			state: 'can_join',
		});
		expect(await counters(id)).toEqual({ counters: [1, 0, 1], rows: [1, 0, 1] });
	});
});

describe('while an edit waits for review', () => {
	/** A full activity with one joiner and one in its queue, then edited under manual review. */
	async function editedWithQueue() {
		const { id, body } = await publish({ capacity: 1 });
		const [seated, queued] = [await person(), await person()];
		expect((await call('/activity/activityJoin', id, seated)).code).toBe(0);
		expect((await call('/activity/waitlistJoin', id, queued)).data.state).toBe('waitlisted');
		const edited = await manual.call(
			'/activity/updateActivity',
			{ ...body, id, summary: '改了一个字' },
			{ auth: owner },
		);
		expect(edited.data).toMatchObject({ status: 'pending', still_public: true });
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
		expect(row?.status).toBe('approved');
		return { id, seated, queued };
	}

	test('the joiner can cancel and the queued user can leave', async () => {
		const { id, seated, queued } = await editedWithQueue();
		const left = await call('/activity/waitlistLeave', id, queued);
		expect(left.code, left.msg).toBe(0);
		expect(left.data).toMatchObject({ state: 'can_waitlist', waitlist_count: 0 });
		const cancelled = await call('/activity/cancelJoin', id, seated);
		expect(cancelled.code, cancelled.msg).toBe(0);
		expect(cancelled.data).toMatchObject({ state: 'can_join', join_count: 0 });
		expect(await counters(id)).toEqual({ counters: [0, 0, 0], rows: [0, 0, 0] });
	});

	test('a freed seat goes to the queue at once: the approved version stays open', async () => {
		const { id, seated, queued } = await editedWithQueue();
		expect((await call('/activity/cancelJoin', id, seated)).code).toBe(0);
		expect((await call('/activity/getRegistration', id, queued)).data.state).toBe('joined');
		expect(await counters(id)).toEqual({ counters: [1, 0, 0], rows: [1, 0, 0] });
		const approved = await api.call(
			'/admin/reviewActivity',
			{ id, decision: 'approve' },
			{ auth: admin },
		);
		expect(approved.code, approved.msg).toBe(0);
		expect((await call('/activity/getRegistration', id, queued)).data.state).toBe('joined');
		expect(await counters(id)).toEqual({ counters: [1, 0, 0], rows: [1, 0, 0] });
	});

	test('a stranger can queue for it and leave the queue again', async () => {
		const { id } = await editedWithQueue();
		const stranger = await person();
		expect((await call('/activity/activityJoin', id, stranger)).code).toBe(100250101);
		expect((await call('/activity/waitlistJoin', id, stranger)).data.state).toBe('waitlisted');
		expect(await counters(id)).toEqual({ counters: [1, 2, 0], rows: [1, 2, 0] });
		expect((await call('/activity/waitlistLeave', id, stranger)).code).toBe(0);
		expect(await counters(id)).toEqual({ counters: [1, 1, 0], rows: [1, 1, 0] });
	});
});
