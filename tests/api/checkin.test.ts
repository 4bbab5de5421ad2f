import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import { decodeCrockford } from '../../src/lib/checkin/crockford';
import type { DbHandle } from '../../src/server/db/client';
import { activities, joins, users } from '../../src/server/db/schema';
import { getCheckinKey } from '../../src/server/services/checkin/checkin-key';
import { signPayload } from '../../src/server/services/checkin/checkin-token';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let stranger: TestLogin;
let admin: TestLogin;
let people: TestLogin[];
let activityId: number;
let otherActivityId: number;

async function publish(auth: TestLogin, title: string) {
	const added = await api.call('/activity/addActivity', activityBody({ title }), { auth });
	if (added.code !== 0) throw new Error(added.msg);
	return added.data.id as number;
}

async function passOf(auth: TestLogin, id = activityId) {
	const info = await api.call('/activity/getCheckinInfo', { id }, { auth });
	expect(info.code, info.msg).toBe(0);
	return info.data.pass;
}

async function countsOf(id = activityId) {
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	const [checked] = await handle.db
		.select({ n: count() })
		.from(joins)
		.where(and(eq(joins.activityId, id), isNotNull(joins.checkedInAt)));
	return { counter: row?.checkinCount, rows: checked?.n ?? 0 };
}

const checkIn = (body: Record<string, unknown>, auth: TestLogin = owner) =>
	api.call('/activity/activityCheckin', body, { auth });

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
	stranger = await api.login(uniqueMobile());
	people = await Promise.all(Array.from({ length: 6 }, () => api.login(uniqueMobile())));
	activityId = await publish(owner, '签到测试活动');
	otherActivityId = await publish(stranger, '另一个签到测试活动');
	for (const auth of people) {
		expect(
			(await api.call('/activity/activityJoin', { id: activityId, agree: 1 }, { auth })).code,
		).toBe(0);
	}
	const joined = await api.call(
		'/activity/activityJoin',
		{ id: otherActivityId, agree: 1 },
		{ auth: people[0] },
	);
	expect(joined.code).toBe(0);
	// Check-in opens two hours before the start (checkin-window.test.ts): the door opens in an hour.
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, activityId));
	api.setNow(new Date((row?.startAt.getTime() ?? 0) - 3_600_000));
	// An admin's session ends 12 hours after sign-in: the admin signs in on the day of the activity.
	admin = await api.login(uniqueMobile());
	await handle.db
		.update(users)
		.set({ roles: ['user', 'national_admin'] })
		.where(eq(users.id, admin.uid));
}, 120_000);
afterAll(async () => handle?.close());

describe('getCheckinInfo', () => {
	test('gives a joined person a signed pass without personal data, and no figures', async () => {
		const info = await api.call(
			'/activity/getCheckinInfo',
			{ id: activityId },
			{ auth: people[0] },
		);
		expect(info.data.stats).toBeNull();
		const { pass } = info.data;
		expect(pass.payload).toMatch(/^KPYC1\.[0-9A-Z]+\.[0-9A-Z]+\.[0-9A-Z]+\.[\w-]{22}$/);
		// Registration, activity, expiry and signature: nothing about the person.
		const [, reg = '', act = '', exp = ''] = pass.payload.split('.');
		expect([reg, act].map(decodeCrockford)).toEqual([pass.registration_id, activityId]);
		expect(formatBusinessTime((decodeCrockford(exp) ?? 0) * 1000)).toBe(pass.expires_at);
		expect(pass.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5,7}-[0-9A-HJKMNP-TV-Z]{4}$/);
		expect(pass.checked_in_at).toBeNull();
	});

	test('gives the owner and admins the figures, and no pass to someone without a seat', async () => {
		for (const auth of [owner, admin]) {
			const info = await api.call('/activity/getCheckinInfo', { id: activityId }, { auth });
			expect(info.data.pass).toBeNull();
			expect(info.data.stats).toMatchObject({ activity_id: activityId, join_count: 6 });
		}
		const none = await api.call('/activity/getCheckinInfo', { id: activityId }, { auth: stranger });
		expect(none.data).toEqual({ pass: null, stats: null });
	});
});

describe('activityCheckin', () => {
	test('checks in by the scanned payload once; a resend answers already and counts nothing', async () => {
		const pass = await passOf(people[1] as TestLogin);
		const first = await checkIn({ id: activityId, payload: pass.payload });
		expect(first.code, first.msg).toBe(0);
		expect(first.data).toMatchObject({ registration_id: pass.registration_id, already: false });
		expect(first.data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
		const again = await checkIn({ id: activityId, payload: pass.payload });
		expect(again.data).toMatchObject({ already: true, checked_in_at: first.data.checked_in_at });
		expect(again.data.checkin_count).toBe(first.data.checkin_count);
		const counts = await countsOf();
		expect(counts.counter).toBe(counts.rows);
		expect((await passOf(people[1] as TestLogin)).checked_in_at).toBe(first.data.checked_in_at);
	});

	test('checks in by the typed short code, in any case, with or without the dash', async () => {
		const pass = await passOf(people[2] as TestLogin);
		const typed = ` ${pass.code.replace('-', '').toLowerCase()} `;
		const answer = await checkIn({ id: activityId, code: typed });
		expect(answer.code, answer.msg).toBe(0);
		expect(answer.data.registration_id).toBe(pass.registration_id);
	});

	test('shows the organiser the registration 姓名 in full', async () => {
		const who = people[3] as TestLogin;
		await handle.db.update(joins).set({ name: '张小明' }).where(eq(joins.userId, who.uid));
		const answer = await checkIn({ id: activityId, code: (await passOf(who)).code });
		expect(answer.data.name).toBe('张小明');
	});

	test('counts one check-in when twenty scans of one registration race', async () => {
		const pass = await passOf(people[4] as TestLogin);
		const before = (await countsOf()).counter ?? 0;
		const answers = await Promise.all(
			Array.from({ length: 20 }, (_, k) =>
				checkIn(
					k % 2 ? { id: activityId, payload: pass.payload } : { id: activityId, code: pass.code },
				),
			),
		);
		expect(answers.every((answer) => answer.code === 0)).toBe(true);
		expect(answers.filter((answer) => !answer.data.already)).toHaveLength(1);
		const counts = await countsOf();
		expect(counts.counter).toBe(before + 1);
		expect(counts.counter).toBe(counts.rows);
	});

	test('refuses forged, expired, foreign and unreadable payloads and wrong codes, changing nothing', async () => {
		const pass = await passOf(people[5] as TestLogin);
		const foreign = await passOf(people[0] as TestLogin, otherActivityId);
		const key = await getCheckinKey(handle.db, api.config);
		const expired = signPayload(key, {
			registrationId: pass.registration_id,
			activityId,
			expiresAt: new Date(Date.now() - 1000),
		});
		const [head, reg, act, exp, signature = ''] = pass.payload.split('.');
		const forgedExpiry = [head, reg, act, `${exp}Z`, signature].join('.');
		const otherKey = signPayload(Buffer.from('not-our-key'), {
			registrationId: pass.registration_id,
			activityId,
			expiresAt: new Date(Date.now() + 86_400_000),
		});
		const lastChar = pass.code.at(-1) === '0' ? '1' : '0';
		const cases: [Record<string, unknown>, RegExp][] = [
			[{ payload: forgedExpiry }, /签到二维码无效/],
			[{ payload: otherKey }, /签到二维码无效/],
			[{ payload: expired }, /签到二维码已过期/],
			[{ payload: foreign.payload }, /属于其他活动/],
			[{ code: foreign.code }, /属于其他活动/],
			[{ payload: 'https://example.cn/?x=1' }, /签到二维码无法识别/],
			[{ code: `${pass.code.slice(0, -1)}${lastChar}` }, /签到码有误/],
			[{ code: 'UUUUU-UUUU' }, /签到码有误/],
			[{ payload: pass.payload, code: foreign.code }, /不是同一个报名/],
			[{}, /签到二维码.*签到码/],
		];
		const before = await countsOf();
		const beforeOther = await countsOf(otherActivityId);
		for (const [body, message] of cases) {
			const answer = await checkIn({ id: activityId, ...body });
			expect(answer.code, JSON.stringify(body)).toBe(100000001);
			expect(answer.msg).toMatch(message);
		}
		expect(await countsOf()).toEqual(before);
		expect(await countsOf(otherActivityId)).toEqual(beforeOther);
		expect((await passOf(people[5] as TestLogin)).checked_in_at).toBeNull();
	});

	test('only the owner or an admin checks in; others are refused and nothing changes', async () => {
		const pass = await passOf(people[5] as TestLogin);
		for (const auth of [stranger, people[5] as TestLogin]) {
			const answer = await checkIn({ id: activityId, payload: pass.payload }, auth);
			expect(answer.code).toBe(100000003);
			expect(answer.msg).toBe('只有活动所属单位的成员或管理员可以签到');
		}
		const anonymous = await api.call('/activity/activityCheckin', {
			id: activityId,
			code: pass.code,
		});
		expect(anonymous.code).toBe(100000009);
		expect((await passOf(people[5] as TestLogin)).checked_in_at).toBeNull();
		const byAdmin = await checkIn({ id: activityId, payload: pass.payload }, admin);
		expect(byAdmin.data).toMatchObject({ already: false });
		const [row] = await handle.db.select().from(joins).where(eq(joins.id, pass.registration_id));
		expect(row?.checkedInBy).toBe(admin.uid);
	});

	test('refuses a code after a day past the end of the activity', async () => {
		const pass = await passOf(people[0] as TestLogin);
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, activityId));
		const ended = {
			startAt: new Date(Date.now() - 3 * 86_400_000),
			endAt: new Date(Date.now() - 2 * 86_400_000),
		};
		await handle.db.update(activities).set(ended).where(eq(activities.id, activityId));
		try {
			const answer = await checkIn({ id: activityId, code: pass.code });
			expect(answer.code).toBe(100000001);
			expect(answer.msg).toMatch(/签到码已过期/);
		} finally {
			await handle.db
				.update(activities)
				.set({ startAt: row?.startAt, endAt: row?.endAt })
				.where(eq(activities.id, activityId));
		}
	});
});
