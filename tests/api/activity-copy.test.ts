import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatBusinessTime, parseBusinessTime } from '../../src/lib/beijing-time';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

const WEEK = 7 * 86_400_000;
let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let stranger: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ REVIEW_MODE: 'manual' }));
	owner = await api.login(uniqueMobile());
	stranger = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

const SOURCE = activityBody({
	title: '青少年机器人编程营（第一期）',
	capacity: 30,
	lh_type: 2,
	registration_fields: ['name', 'mobile'],
	waitlist_enabled: false,
	asks_age: true,
	late_changes: true,
	checkin_opens_before: 30,
	checkin_closes_after: 90,
});

async function publishedIn(status: 'approved' | 'cancelled') {
	const added = await api.call('/activity/addActivity', SOURCE, { auth: owner });
	expect(added.code).toBe(0);
	const id = added.data.id as number;
	await handle.db
		.update(activities)
		.set({ status, contentApproved: true, joinCount: 12, viewCount: 300 })
		.where(eq(activities.id, id));
	return id;
}

describe('复制活动 (getActivityCopy)', () => {
	test('gives the owner every field of the activity but its times and state', async () => {
		const id = await publishedIn('approved');
		const copy = await api.call('/activity/getActivityCopy', { id }, { auth: owner });
		expect(copy.code).toBe(0);
		const { start_time: _start, end_time: _end, ...fields } = SOURCE;
		expect(copy.data).toMatchObject({ ...fields, copied_from: id, online_url: '' });
		for (const kept of ['start_time', 'end_time', 'status', 'join_count', 'id', 'view_count']) {
			expect(copy.data).not.toHaveProperty(kept);
		}
	});

	test('copies a cancelled activity too', async () => {
		const id = await publishedIn('cancelled');
		const copy = await api.call('/activity/getActivityCopy', { id }, { auth: owner });
		expect(copy).toMatchObject({ code: 0, data: { copied_from: id, title: SOURCE.title } });
	});

	test("refuses someone else's activity, naming the rule", async () => {
		const id = await publishedIn('approved');
		const copy = await api.call('/activity/getActivityCopy', { id }, { auth: stranger });
		expect(copy).toMatchObject({ code: 100000003, msg: '只能复制自己或所在单位发布的活动' });
		const pending = { ...SOURCE, title: '尚未审核的活动' };
		const hidden = await api.call('/activity/addActivity', pending, { auth: owner });
		const unseen = await api.call(
			'/activity/getActivityCopy',
			{ id: hidden.data.id },
			{ auth: stranger },
		);
		expect(unseen.code).toBe(100000002);
		expect((await api.call('/activity/getActivityCopy', { id })).code).toBe(100000009);
	});

	test('the copy published with new times is a new activity waiting for review', async () => {
		const id = await publishedIn('approved');
		const copy = await api.call('/activity/getActivityCopy', { id }, { auth: owner });
		const { copied_from: _from, ...fields } = copy.data;
		// A week after the source: times made from the clock could equal its own within one second.
		const later = (time: unknown) => formatBusinessTime(parseBusinessTime(String(time)) + WEEK);
		const added = await api.call(
			'/activity/addActivity',
			{ ...fields, start_time: later(SOURCE.start_time), end_time: later(SOURCE.end_time) },
			{ auth: owner },
		);
		expect(added.code).toBe(0);
		expect(added.data.id).not.toBe(id);
		expect(added.data.status).toBe('pending');
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, added.data.id));
		expect(row).toMatchObject({
			title: SOURCE.title,
			capacity: 30,
			joinCount: 0,
			viewCount: 0,
			ownerId: owner.uid,
			registrationFields: ['name', 'mobile'],
			asksAge: true,
		});
	});
});
