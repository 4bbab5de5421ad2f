import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, collects, joins, thumbs } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api, user: owner } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

async function publish(overrides: Record<string, unknown> = {}): Promise<number> {
	const result = await api.call('/activity/addActivity', activityBody(overrides), { auth: owner });
	if (result.code !== 0) throw new Error(result.msg);
	return result.data.id;
}

async function rowsOf(table: typeof joins | typeof collects | typeof thumbs, id: number) {
	const [row] = await handle.db.select({ n: count() }).from(table).where(eq(table.activityId, id));
	return row?.n ?? 0;
}

async function activityRow(id: number) {
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	if (!row) throw new Error('missing activity');
	return row;
}

describe('activityJoin', () => {
	test('joins once; joining again answers the same without a second seat', async () => {
		const id = await publish({ capacity: 10 });
		const user = await api.login(uniqueMobile());
		const first = await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		expect(first.data).toMatchObject({ joined: true, join_count: 1, capacity: 10 });
		const again = await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		expect(again.data).toMatchObject({ joined: true, join_count: 1, capacity: 10 });
		expect(again.data.registration).toMatchObject({ state: 'joined', can_cancel: true });
		expect(await rowsOf(joins, id)).toBe(1);
		const detail = await api.call('/activity/getActDetail', { id }, { auth: user });
		expect(detail.data).toMatchObject({ is_joined: true, join_count: 1 });
	});

	test('gives 20 concurrent joins for the last 3 seats exactly 3 seats', async () => {
		const id = await publish({ capacity: 3 });
		const people = await Promise.all(Array.from({ length: 20 }, () => api.login(uniqueMobile())));
		const results = await Promise.all(
			people.map((auth) => api.call('/activity/activityJoin', { id, agree: 1 }, { auth })),
		);
		expect(results.every((result) => result.status === 200)).toBe(true);
		expect(results.filter((result) => result.code === 0)).toHaveLength(3);
		const full = results.filter((result) => result.code !== 0);
		expect(full.every((result) => result.code === 100250101 && result.msg === '名额已满')).toBe(
			true,
		);
		expect((await activityRow(id)).joinCount).toBe(3);
		expect(await rowsOf(joins, id)).toBe(3);
	});

	test('refuses joining an ended activity', async () => {
		// Published while it lies ahead (an ended one cannot be published), then it has passed.
		const id = await publish({ title: '报名已结束活动测试' });
		await handle.db
			.update(activities)
			.set({ startAt: new Date('2025-03-01T01:00:00Z'), endAt: new Date('2025-03-01T03:00:00Z') })
			.where(eq(activities.id, id));
		const user = await api.login(uniqueMobile());
		const result = await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		expect(result).toMatchObject({ code: 100250102, msg: '活动已结束，不能报名' });
	});

	test('answers not found for a missing activity and the login code without a session', async () => {
		const user = await api.login(uniqueMobile());
		expect(
			(await api.call('/activity/activityJoin', { id: 999999, agree: 1 }, { auth: user })).code,
		).toBe(100000002);
		expect((await api.call('/activity/activityJoin', { id: 1, agree: 1 })).code).toBe(100000009);
	});

	test('shows the online link and the contact phone only to joined users and the owner', async () => {
		const id = await publish({
			mode: 'online',
			online_url: 'https://live.example.cn/room/1',
			venue: '',
		});
		const user = await api.login(uniqueMobile());
		const anonymous = (await api.call('/activity/getActDetail', { id })).data;
		expect([anonymous.online_url, anonymous.contact_phone]).toEqual(['', '']);
		const notJoined = (await api.call('/activity/getActDetail', { id }, { auth: user })).data;
		expect([notJoined.online_url, notJoined.contact_phone]).toEqual(['', '']);
		await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		const joined = await api.call('/activity/getActDetail', { id }, { auth: user });
		expect(joined.data.online_url).toBe('https://live.example.cn/room/1');
		// Walk-through m6: a participant had the contact's name and no way to reach them.
		expect(joined.data.contact_phone).toBe('010-61234567');
		await api.call('/activity/cancelJoin', { id }, { auth: user });
		const left = (await api.call('/activity/getActDetail', { id }, { auth: user })).data;
		expect(left.contact_phone).toBe('');
	});
});

describe('getActDetail for visitors without a session', () => {
	test('shows a write at once, though the answer is kept for a moment', async () => {
		const id = await publish({ capacity: 10, title: '访客先看到的活动' });
		const user = await api.login(uniqueMobile());
		expect((await api.call('/activity/getActDetail', { id })).data).toMatchObject({
			join_count: 0,
			thumb_count: 0,
		});
		await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		expect((await api.call('/activity/getActDetail', { id })).data.join_count).toBe(1);
		await api.call('/activity/activityThumb', { id }, { auth: user });
		expect((await api.call('/activity/getActDetail', { id })).data.thumb_count).toBe(1);
		expect((await api.call('/activity/getActDetail', { id })).data.is_joined).toBe(false);
	});
});

describe('activityCollect and activityThumb', () => {
	test.each(['activityCollect', 'activityThumb'] as const)(
		'%s toggles without a state and sets with state 1 or 0, the counter equal to the rows',
		async (endpoint) => {
			const id = await publish();
			const user = await api.login(uniqueMobile());
			const path = `/activity/${endpoint}`;
			expect((await api.call(path, { id }, { auth: user })).data).toEqual({
				active: true,
				count: 1,
			});
			expect((await api.call(path, { id }, { auth: user })).data).toEqual({
				active: false,
				count: 0,
			});
			expect((await api.call(path, { id, state: 1 }, { auth: user })).data).toEqual({
				active: true,
				count: 1,
			});
			expect((await api.call(path, { id, state: 1 }, { auth: user })).data).toEqual({
				active: true,
				count: 1,
			});
			expect((await api.call(path, { id, state: '0' }, { auth: user, as: 'form' })).data).toEqual({
				active: false,
				count: 0,
			});
			expect((await api.call(path, { id, state: 0 }, { auth: user })).data).toEqual({
				active: false,
				count: 0,
			});
		},
	);

	test('keeps counters equal to rows under concurrent toggles by many users', async () => {
		const id = await publish();
		const people = await Promise.all(Array.from({ length: 8 }, () => api.login(uniqueMobile())));
		await Promise.all(
			people.flatMap((auth) => [
				api.call('/activity/activityCollect', { id, state: 1 }, { auth }),
				api.call('/activity/activityCollect', { id, state: 1 }, { auth }),
				api.call('/activity/activityThumb', { id }, { auth }),
			]),
		);
		const row = await activityRow(id);
		expect(row.collectCount).toBe(await rowsOf(collects, id));
		expect(row.collectCount).toBe(8);
		expect(row.thumbCount).toBe(await rowsOf(thumbs, id));
	});

	test('refuses a state other than 0 or 1 and an unknown activity', async () => {
		const user = await api.login(uniqueMobile());
		expect(
			(await api.call('/activity/activityThumb', { id: 1, state: 5 }, { auth: user })).msg,
		).toContain('状态');
		expect((await api.call('/activity/activityCollect', { id: 999999 }, { auth: user })).code).toBe(
			100000002,
		);
	});
});

describe('activityJoinList', () => {
	test('lists the people who joined for the owner, with masked numbers', async () => {
		const id = await publish();
		const mobile = uniqueMobile();
		const user = await api.login(mobile);
		await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		const list = await api.call('/activity/activityJoinList', { id }, { auth: owner });
		expect(list.data).toEqual([
			expect.objectContaining({
				uid: String(user.uid),
				mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
			}),
		]);
	});

	test("refuses another user's participant list", async () => {
		const id = await publish();
		const other = await api.login(uniqueMobile());
		expect((await api.call('/activity/activityJoinList', { id }, { auth: other })).code).toBe(
			100000003,
		);
	});

	test("without an id lists the caller's joined activities", async () => {
		const id = await publish();
		const user = await api.login(uniqueMobile());
		await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		const list = await api.call('/activity/activityJoinList', {}, { auth: user });
		expect(list.data.items.map((item: { id: number }) => item.id)).toEqual([id]);
	});
});

describe('user centre', () => {
	test('getUserActMsg counts published, joined and collected activities and unread messages', async () => {
		const author = await api.login(uniqueMobile());
		const added = await api.call('/activity/addActivity', activityBody(), { auth: author });
		await api.call('/activity/activityJoin', { id: added.data.id, agree: 1 }, { auth: author });
		await api.call('/activity/activityCollect', { id: added.data.id }, { auth: author });
		const stats = await api.call('/user/getUserActMsg', {}, { auth: author });
		expect(stats.data).toMatchObject({
			publish_count: 1,
			join_count: 1,
			collect_count: 1,
			unread_count: 0,
		});
		for (const tab of ['publish', 'join', 'collect']) {
			const list = await api.call('/user/getUserActivityList', { tab }, { auth: author });
			expect(list.data.total).toBe(1);
		}
		expect(
			(await api.call('/user/getUserActivityList', { tab: 'nope' }, { auth: author })).code,
		).toBe(100000001);
	});

	test('readMessage marks messages read', async () => {
		const id = await publish();
		const user = await api.login(uniqueMobile());
		await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: user });
		await api.call('/activity/activityCancel', { id }, { auth: owner });
		expect((await api.call('/user/getUserActMsg', {}, { auth: user })).data.unread_count).toBe(1);
		expect((await api.call('/user/readMessage', { ids: [] }, { auth: user })).code).toBe(0);
		expect((await api.call('/user/getUserActMsg', {}, { auth: user })).data.unread_count).toBe(0);
		expect((await api.call('/user/readMessage', { ids: 'a,b' }, { auth: user })).code).toBe(
			100000001,
		);
	});
});
