import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins, messages, waitlist } from '../../src/server/db/schema';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

const HOUR = 3_600_000;

async function publish(overrides: Record<string, unknown> = {}) {
	const body = activityBody(overrides);
	const result = await api.call('/activity/addActivity', body, { auth: owner });
	if (result.code !== 0) throw new Error(result.msg);
	return { id: result.data.id as number, body };
}

const people = (n: number) =>
	Promise.all(Array.from({ length: n }, () => api.login(uniqueMobile())));
const join = (id: number, auth: TestLogin, details: Record<string, unknown> = {}) =>
	api.call('/activity/activityJoin', { id, ...details, agree: 1 }, { auth });
const cancel = (id: number, auth: TestLogin) => api.call('/activity/cancelJoin', { id }, { auth });
const wait = (id: number, auth: TestLogin, details: Record<string, unknown> = {}) =>
	api.call('/activity/waitlistJoin', { id, ...details, agree: 1 }, { auth });

async function counters(id: number) {
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	const [seats] = await handle.db
		.select({ n: count() })
		.from(joins)
		.where(eq(joins.activityId, id));
	const [queue] = await handle.db
		.select({ n: count() })
		.from(waitlist)
		.where(eq(waitlist.activityId, id));
	return {
		joinCount: row?.joinCount,
		joins: seats?.n,
		waitlistCount: row?.waitlistCount,
		queue: queue?.n,
	};
}

describe('cancelJoin', () => {
	test('releases the seat at once, is idempotent, and the seat can be taken again', async () => {
		const { id } = await publish({ capacity: 1 });
		const [first, second] = await people(2);
		if (!first || !second) throw new Error('no people');
		expect((await join(id, first)).code).toBe(0);
		expect(await join(id, second)).toMatchObject({ code: 100250101, msg: '名额已满' });
		const cancelled = await cancel(id, first);
		expect(cancelled.code).toBe(0);
		// The waitlist is on by default but empty here: the seat is simply free.
		expect(cancelled.data).toMatchObject({ state: 'can_join', join_count: 0, capacity: 1 });
		expect((await cancel(id, first)).data).toMatchObject({ state: 'can_join', join_count: 0 });
		const detail = await api.call('/activity/getActDetail', { id }, { auth: second });
		expect(detail.data).toMatchObject({ join_count: 0, is_joined: false });
		expect(detail.data.registration.state).toBe('can_join');
		expect((await join(id, second)).data.registration).toMatchObject({ state: 'joined' });
		expect(await counters(id)).toEqual({ joinCount: 1, joins: 1, waitlistCount: 0, queue: 0 });
	});

	test('closes at the start unless the organiser allows late changes', async () => {
		const started = {
			start_time: formatBusinessTime(Date.now() - HOUR),
			end_time: formatBusinessTime(Date.now() + HOUR),
		};
		const strict = await publish(started);
		const late = await publish({ ...started, late_changes: true });
		const [user] = await people(1);
		if (!user) throw new Error('no user');
		expect(await join(strict.id, user)).toMatchObject({
			code: 100250102,
			msg: '活动已开始，不能报名',
		});
		const anonymous = await api.call('/activity/getActDetail', { id: strict.id });
		expect(anonymous.data.registration).toMatchObject({
			state: 'closed',
			reason: '活动已开始，不能报名',
		});
		expect((await join(late.id, user)).code).toBe(0);
		expect((await cancel(late.id, user)).data.state).toBe('can_join');
		// Joined before the start (a seat written directly), cancelling after it is refused.
		await handle.db.insert(joins).values({ activityId: strict.id, userId: Number(user.uid) });
		await handle.db.update(activities).set({ joinCount: 1 }).where(eq(activities.id, strict.id));
		expect(await cancel(strict.id, user)).toMatchObject({
			code: 100250102,
			msg: '活动已开始，不能取消报名',
		});
		const mine = await api.call('/activity/getRegistration', { id: strict.id }, { auth: user });
		expect(mine.data).toMatchObject({ state: 'joined', can_cancel: false });
	});
});

describe('waitlist', () => {
	test('queues in order, gives a released seat to the first, with a 站内信', async () => {
		const { id } = await publish({ capacity: 1, title: '候补测试活动' });
		const [holder, a, b] = await people(3);
		if (!holder || !a || !b) throw new Error('no people');
		await join(id, holder);
		const detail = await api.call('/activity/getActDetail', { id }, { auth: a });
		expect(detail.data.registration.state).toBe('can_waitlist');
		expect((await wait(id, a)).data).toMatchObject({ state: 'waitlisted', position: 1 });
		expect((await wait(id, b)).data).toMatchObject({ state: 'waitlisted', position: 2 });
		expect((await wait(id, a)).data).toMatchObject({ state: 'waitlisted', position: 1 });
		expect(await counters(id)).toEqual({ joinCount: 1, joins: 1, waitlistCount: 2, queue: 2 });

		expect((await cancel(id, holder)).data).toMatchObject({ state: 'can_waitlist' });
		const promoted = await api.call('/activity/getRegistration', { id }, { auth: a });
		expect(promoted.data).toMatchObject({ state: 'joined', promoted: true });
		expect((await api.call('/activity/getRegistration', { id }, { auth: b })).data).toMatchObject({
			state: 'waitlisted',
			position: 1,
		});
		const inbox = await api.call('/user/getMessageList', {}, { auth: a });
		expect(inbox.data.items[0]).toMatchObject({
			kind: 'waitlist',
			title: '候补成功',
			activity_id: id,
		});
		expect(inbox.data.items[0].body).toContain('候补测试活动');
		const [row] = await handle.db
			.select()
			.from(joins)
			.where(and(eq(joins.activityId, id), eq(joins.userId, Number(a.uid))));
		expect(row?.promotedAt).toBeInstanceOf(Date);
		expect(await counters(id)).toEqual({ joinCount: 1, joins: 1, waitlistCount: 1, queue: 1 });

		const mine = await api.call('/activity/getMyWaitlist', {}, { auth: b });
		expect(mine.data).toHaveLength(1);
		expect(mine.data[0]).toMatchObject({ position: 1, activity: { id } });
		expect((await api.call('/activity/waitlistLeave', { id }, { auth: b })).data.state).toBe(
			'can_waitlist',
		);
		expect((await api.call('/activity/waitlistLeave', { id }, { auth: b })).code).toBe(0);
		expect(await counters(id)).toEqual({ joinCount: 1, joins: 1, waitlistCount: 0, queue: 0 });
	});

	test('a raised capacity promotes the queue; switching the waitlist off empties it', async () => {
		const { id, body } = await publish({ capacity: 1 });
		const [holder, a, b, c] = await people(4);
		if (!holder || !a || !b || !c) throw new Error('no people');
		await join(id, holder);
		for (const person of [a, b, c]) await wait(id, person);
		const raised = await api.call(
			'/activity/updateActivity',
			{ ...body, id, capacity: 2 },
			{ auth: owner },
		);
		expect(raised.code).toBe(0);
		expect((await api.call('/activity/getRegistration', { id }, { auth: a })).data.state).toBe(
			'joined',
		);
		expect(await counters(id)).toEqual({ joinCount: 2, joins: 2, waitlistCount: 2, queue: 2 });
		const off = await api.call(
			'/activity/updateActivity',
			{ ...body, id, capacity: 2, waitlist_enabled: false },
			{ auth: owner },
		);
		expect(off.code).toBe(0);
		expect(await counters(id)).toEqual({ joinCount: 2, joins: 2, waitlistCount: 0, queue: 0 });
		const told = await api.call('/user/getMessageList', {}, { auth: c });
		expect(told.data.items[0]).toMatchObject({ title: '候补已关闭' });
		expect(await wait(id, c)).toMatchObject({ code: 100250102, msg: '该活动未开启候补' });
		const detail = await api.call('/activity/getActDetail', { id }, { auth: c });
		expect(detail.data.registration).toMatchObject({ state: 'closed', reason: '名额已满' });
	});

	test('seats added by an edit held for review go to the queue when it is approved', async () => {
		const manual = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
		const { id, body } = await publish({ capacity: 1 });
		const [holder, first, second] = await people(3);
		const admin = await loginAdmin(api, handle.db);
		if (!holder || !first || !second) throw new Error('no people');
		await join(id, holder);
		for (const person of [first, second]) await wait(id, person);
		const raised = await manual.call(
			'/activity/updateActivity',
			{ ...body, id, capacity: 2 },
			{ auth: owner },
		);
		expect(raised.code).toBe(0);
		// Pending review takes no registrations, so the queue waits.
		expect(await counters(id)).toEqual({ joinCount: 1, joins: 1, waitlistCount: 2, queue: 2 });
		const approved = await api.call(
			'/admin/reviewActivity',
			{ id, decision: 'approve' },
			{ auth: admin },
		);
		expect(approved.code, approved.msg).toBe(0);
		expect(await counters(id)).toEqual({ joinCount: 2, joins: 2, waitlistCount: 1, queue: 1 });
		expect((await api.call('/activity/getRegistration', { id }, { auth: first })).data.state).toBe(
			'joined',
		);
		const told = await api.call('/user/getMessageList', {}, { auth: first });
		expect(told.data.items[0]).toMatchObject({ kind: 'waitlist' });
	});

	test('waitlistJoin takes a free seat at once', async () => {
		const { id } = await publish({ capacity: 5 });
		const [user] = await people(1);
		if (!user) throw new Error('no user');
		expect((await wait(id, user)).data).toMatchObject({ state: 'joined', join_count: 1 });
	});
});

describe('registration details', () => {
	test('are required as asked, checked with the field named, and go with the registration', async () => {
		const { id } = await publish({
			capacity: 1,
			registration_fields: ['name', 'mobile', 'organization'],
		});
		const detail = await api.call('/activity/getActDetail', { id });
		expect(detail.data.registration_fields).toEqual(['name', 'mobile', 'organization']);
		const [user, other] = await people(2);
		if (!user || !other) throw new Error('no people');
		expect(await join(id, user)).toMatchObject({ code: 100000001, msg: '请填写姓名' });
		const good = { name: ' 李雷 ', mobile: '13912345678', organization: '第一中学' };
		expect(await join(id, user, { ...good, mobile: '12345' })).toMatchObject({
			code: 100000001,
			msg: '手机号应为以 1 开头、第二位为 3 至 9 的 11 位数字',
		});
		expect(await join(id, user, { ...good, organization: '' })).toMatchObject({
			msg: '请填写单位',
		});
		expect(await join(id, user, { ...good, name: '名'.repeat(21) })).toMatchObject({
			msg: '姓名最多 20 个字',
		});
		expect(await counters(id)).toEqual({ joinCount: 0, joins: 0, waitlistCount: 0, queue: 0 });
		const joined = await join(id, user, good);
		expect(joined.data.registration.details).toEqual({
			name: '李雷',
			mobile: '139****5678',
			organization: '第一中学',
		});
		const [row] = await handle.db.select().from(joins).where(eq(joins.activityId, id));
		expect(row).toMatchObject({ name: '李雷', mobile: '13912345678', organization: '第一中学' });
		// Others see nobody's details; the waitlist asks for them too and carries them to the seat.
		expect(
			(await api.call('/activity/getActDetail', { id }, { auth: other })).data.registration.details,
		).toBeNull();
		expect(await wait(id, other)).toMatchObject({ msg: '请填写姓名' });
		expect(
			(await wait(id, other, { name: '韩梅梅', mobile: '13812345678', organization: '二中' })).code,
		).toBe(0);
		await cancel(id, user);
		const rows = await handle.db.select().from(joins).where(eq(joins.activityId, id));
		expect(rows.map((entry) => entry.name)).toEqual(['韩梅梅']);
		expect(rows[0]?.promotedAt).toBeInstanceOf(Date);
	});

	test('an activity that asks for nothing keeps the bare activityJoin and stores nothing', async () => {
		const { id } = await publish();
		const [user] = await people(1);
		if (!user) throw new Error('no user');
		expect((await join(id, user, { name: '不该保存', mobile: '13912345678' })).code).toBe(0);
		const [row] = await handle.db.select().from(joins).where(eq(joins.activityId, id));
		expect(row).toMatchObject({ name: '', mobile: '', organization: '' });
	});

	test('a bad choice of fields in the publish form is refused naming the field', async () => {
		const result = await api.call(
			'/activity/addActivity',
			activityBody({ registration_fields: ['name', 'idcard'] }),
			{ auth: owner },
		);
		expect(result).toMatchObject({ code: 100000001, msg: '报名信息只能选择姓名、手机号、单位' });
	});
});

describe('我报名的', () => {
	test('joined items say whether they may be cancelled', async () => {
		const { id } = await publish();
		const [user] = await people(1);
		if (!user) throw new Error('no user');
		await join(id, user);
		const list = await api.call('/user/getUserActivityList', { tab: 'join' }, { auth: user });
		expect(list.data.items[0]).toMatchObject({
			id,
			registration: { can_cancel: true, promoted: false },
		});
		expect(typeof list.data.items[0].registration.id).toBe('number');
		const messagesOf = await handle.db.select({ n: count() }).from(messages);
		expect(messagesOf[0]?.n).toBeGreaterThanOrEqual(0);
	});
});
