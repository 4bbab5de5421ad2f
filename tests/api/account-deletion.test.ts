import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import {
	activities,
	auditLog,
	joins,
	messages,
	sessions,
	users,
	waitlist,
} from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/types';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/** 注销 (POST /account/deleteAccount): one transaction that leaves no personal field behind. */

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DETAILS = ['name', 'mobile', 'organization'];

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

let published = 0;
async function publish(auth: TestLogin, overrides: Record<string, unknown> = {}): Promise<number> {
	published += 1;
	const body = activityBody({ title: `注销测试活动 ${published}`, ...overrides });
	const result = await api.call('/activity/addActivity', body, { auth });
	if (result.code !== 0) throw new Error(result.msg);
	return result.data.id as number;
}

async function activity(id: number) {
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	if (!row) throw new Error(`activity ${id} missing`);
	return row;
}

/** Moves an activity into the past, as if it had taken place. */
async function endInThePast(id: number) {
	await handle.db
		.update(activities)
		.set({ startAt: new Date(Date.now() - 3 * DAY), endAt: new Date(Date.now() - 2 * DAY) })
		.where(eq(activities.id, id));
}

/** Rows of every table in which any text, array or JSON column holds `needle`. */
async function tablesHolding(needle: string): Promise<string[]> {
	const columns = await queryRows<{ table_name: string; column_name: string }>(
		handle.db,
		sql`SELECT table_name, column_name FROM information_schema.columns
			WHERE table_schema = current_schema()
			AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
	);
	expect(columns.length).toBeGreaterThan(20);
	const found: string[] = [];
	for (const { table_name, column_name } of columns) {
		const [hit] = await queryRows<{ n: number }>(
			handle.db,
			sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}
				WHERE ${sql.identifier(column_name)}::text LIKE ${`%${needle}%`}`,
		);
		if ((hit?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
	}
	return found.sort();
}

/** Runs `act` `minutes` later, each step past the number's resend interval. */
async function later<T>(act: () => Promise<T>, minutes = 1): Promise<T> {
	api.setNow(new Date(Date.now() + minutes * 61_000));
	return act().finally(() => api.setNow(undefined));
}

async function sendAndDelete(auth: TestLogin, mobile: string) {
	const sent = await later(() => api.call('/account/sendDeletionCode', {}, { auth }), 2);
	expect(sent.code, sent.msg).toBe(0);
	return api.call('/account/deleteAccount', { code: api.lastCode(mobile) }, { auth });
}

describe('closing an account', () => {
	test('releases seats to the queue, erases every personal field, keeps counts, frees the number', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		const secondDevice = await later(() => api.login(mobile));
		const mine = { name: '注销甲乙丙', mobile, organization: '注销测试单位丁' };
		// A seat of an activity to come, with someone queued behind it.
		const upcoming = await publish(owner, { capacity: 1, registration_fields: DETAILS });
		const next = await api.login(uniqueMobile());
		expect(
			(
				await api.call(
					'/activity/activityJoin',
					{ id: upcoming, agree: 1, ...mine },
					{ auth: person },
				)
			).code,
		).toBe(0);
		const queued = { name: '候补者', mobile: uniqueMobile(), organization: '候补单位' };
		expect(
			(
				await api.call(
					'/activity/waitlistJoin',
					{ id: upcoming, agree: 1, ...queued },
					{ auth: next },
				)
			).code,
		).toBe(0);
		// A place in another activity's queue.
		const full = await publish(owner, { capacity: 1, registration_fields: DETAILS });
		const holder = await api.login(uniqueMobile());
		const holderDetails = { name: '占位者', mobile: uniqueMobile(), organization: '占位单位' };
		await api.call(
			'/activity/activityJoin',
			{ id: full, agree: 1, ...holderDetails },
			{ auth: holder },
		);
		expect(
			(await api.call('/activity/waitlistJoin', { id: full, agree: 1, ...mine }, { auth: person }))
				.code,
		).toBe(0);
		// A registration of an activity that has taken place: it stays for the counts, emptied.
		const past = await publish(owner, { registration_fields: DETAILS });
		expect(
			(await api.call('/activity/activityJoin', { id: past, agree: 1, ...mine }, { auth: person }))
				.code,
		).toBe(0);
		await endInThePast(past);
		// What the person published: one to come stays, one past is withdrawn.
		const ownUpcoming = await publish(person, {
			contact_name: '注销联系人戊',
			contact_phone: mobile,
		});
		const ownPast = await publish(person, { contact_name: '注销联系人戊' });
		await endInThePast(ownPast);
		const before = await Promise.all([upcoming, full, past].map(activity));
		expect(await tablesHolding(mine.organization)).toEqual([
			'joins.organization',
			'waitlist.organization',
		]);
		expect(await tablesHolding(mobile)).toEqual(
			expect.arrayContaining([
				'users.mobile',
				'joins.mobile',
				'login_codes.mobile',
				'activities.contact_phone',
			]),
		);

		const answer = await sendAndDelete(person, mobile);
		expect(answer.code, answer.msg).toBe(0);

		expect((await activity(upcoming)).joinCount).toBe(1);
		const [promoted] = await handle.db.select().from(joins).where(eq(joins.activityId, upcoming));
		expect(promoted).toMatchObject({ userId: next.uid, name: '候补者' });
		expect(await activity(full)).toMatchObject({ joinCount: 1, waitlistCount: 0 });
		expect(await handle.db.select().from(waitlist).where(eq(waitlist.userId, person.uid))).toEqual(
			[],
		);
		expect((await activity(past)).joinCount).toBe(before[2]?.joinCount);
		const [kept] = await handle.db.select().from(joins).where(eq(joins.activityId, past));
		expect(kept).toMatchObject({ userId: person.uid, name: '', mobile: '', organization: '' });
		const told = await handle.db
			.select({ activityId: messages.activityId, body: messages.body })
			.from(messages)
			.where(eq(messages.userId, owner.uid));
		expect(told.sort((a, b) => (a.activityId ?? 0) - (b.activityId ?? 0))).toEqual([
			{
				activityId: upcoming,
				body: `活动「注销测试活动 1」有一位报名者注销了账号，其报名已取消，空出的名额已按候补顺序递补。`,
			},
			{
				activityId: full,
				body: `活动「注销测试活动 2」有一位候补者注销了账号，已离开候补名单。`,
			},
		]);
		expect(await activity(ownUpcoming)).toMatchObject({
			status: 'approved',
			organizer: '东城区科学技术协会',
			contactName: '',
			contactPhone: '',
		});
		expect(await activity(ownPast)).toMatchObject({ status: 'cancelled', contentApproved: false });
		expect(await handle.db.select().from(sessions).where(eq(sessions.userId, person.uid))).toEqual(
			[],
		);
		for (const auth of [person, secondDevice]) {
			const info = await api.call('/user/getUserInfo', {}, { auth });
			expect(info.code).not.toBe(0);
		}
		for (const needle of [mobile, mine.name, mine.organization, '注销联系人戊']) {
			expect(await tablesHolding(needle), needle).toEqual([]);
		}
		const [entry] = await handle.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.action, 'account.delete'));
		expect(entry).toMatchObject({
			actorId: person.uid,
			targetType: 'user',
			targetId: String(person.uid),
		});

		const again = await later(() => api.login(mobile));
		expect(again.uid).not.toBe(person.uid);
		const [fresh] = await handle.db.select().from(users).where(eq(users.mobile, mobile));
		expect(fresh).toMatchObject({
			id: again.uid,
			deletedAt: null,
			showName: `用户${mobile.slice(-4)}`,
		});
		const joined = await api.call('/user/getUserActivityList', { tab: 'join' }, { auth: again });
		expect(joined.data.items).toEqual([]);
	});

	test('refuses a wrong or missing code in Chinese and keeps the account', async () => {
		const mobile = uniqueMobile();
		const person = await api.login(mobile);
		expect(await api.call('/account/deleteAccount', {}, { auth: person })).toMatchObject({
			code: 100000001,
			msg: '请填写验证码',
		});
		expect(await api.call('/account/sendDeletionCode', {}, { auth: person })).toMatchObject({
			code: 100100004,
		});
		await later(() => api.call('/account/sendDeletionCode', {}, { auth: person }));
		const wrong = api.lastCode(mobile) === '000000' ? '111111' : '000000';
		const refused = await api.call('/account/deleteAccount', { code: wrong }, { auth: person });
		expect(refused.msg).toMatch(/^验证码错误/);
		// The login code itself was spent at login: it cannot close the account.
		const [row] = await handle.db.select().from(users).where(eq(users.id, person.uid));
		expect(row?.deletedAt).toBeNull();
		expect((await api.call('/user/getUserInfo', {}, { auth: person })).code).toBe(0);
	});

	test('is refused without a session', async () => {
		const answer = await api.call('/account/deleteAccount', { code: '123456' });
		expect(answer.code).toBe(100000009);
	});
});
