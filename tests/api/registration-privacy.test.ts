import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, consents, joins, waitlist } from '../../src/server/db/schema';
import { applyRetention } from '../../src/server/services/registration/retention';
import type { TestApi, TestLogin } from './helpers/api';
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

const DAY = 86_400_000;

let published = 0;

/** Each with its own title: an identical resubmission answers the first activity. */
async function publish(overrides: Record<string, unknown> = {}) {
	published += 1;
	const body = activityBody({ title: `隐私测试讲座${published}`, ...overrides });
	const result = await api.call('/activity/addActivity', body, { auth: owner });
	if (result.code !== 0) throw new Error(result.msg);
	return result.data.id as number;
}

const join = (id: number, auth: TestLogin, body: Record<string, unknown>) =>
	api.call('/activity/activityJoin', { id, ...body }, { auth });

async function consentsOf(userId: number, activityId: number) {
	return handle.db
		.select()
		.from(consents)
		.where(and(eq(consents.userId, userId), eq(consents.activityId, activityId)));
}

describe('the registration consent', () => {
	test('a join without agree is refused in Chinese and takes no seat', async () => {
		const id = await publish({ registration_fields: 'name' });
		const person = await api.login(uniqueMobile());
		for (const agree of [undefined, 0, '0', '']) {
			const refused = await join(id, person, {
				name: '李雷',
				...(agree === undefined ? {} : { agree }),
			});
			expect(refused.code).not.toBe(0);
			expect(refused.msg).toContain('请阅读并同意向主办方提供以上报名信息');
		}
		expect(await handle.db.select().from(joins).where(eq(joins.activityId, id))).toHaveLength(0);
		expect(await consentsOf(person.uid, id)).toHaveLength(0);
	});

	test('a join with agree records who, the policy version, the fields shared and when', async () => {
		const id = await publish({ registration_fields: 'name,organization' });
		const person = await api.login(uniqueMobile());
		const joined = await join(id, person, { name: '李雷', organization: '科技馆', agree: 1 });
		expect(joined.code, joined.msg).toBe(0);
		const [row, ...more] = await consentsOf(person.uid, id);
		expect(more).toHaveLength(0);
		expect(row).toMatchObject({
			document: 'privacy_policy',
			version: '1.0',
			source: 'registration',
			fields: ['name', 'organization', 'login_mobile_masked'],
		});
		expect(row?.createdAt).toBeInstanceOf(Date);
		// Joining again changes nothing and records nothing more.
		expect((await join(id, person, { agree: 1 })).code).toBe(0);
		expect(await consentsOf(person.uid, id)).toHaveLength(1);
	});

	test('an activity asking nothing shares the account name and the masked login number', async () => {
		const id = await publish();
		const person = await api.login(uniqueMobile());
		expect((await join(id, person, { agree: 1 })).code).toBe(0);
		const [row] = await consentsOf(person.uid, id);
		expect(row?.fields).toEqual(['account_name', 'login_mobile_masked']);
	});

	test('a waitlist place records the consent too', async () => {
		const id = await publish({ capacity: 1, registration_fields: 'mobile' });
		const [seated, queued] = [await api.login(uniqueMobile()), await api.login(uniqueMobile())];
		expect((await join(id, seated, { mobile: '13712345678', agree: 1 })).code).toBe(0);
		const refused = await api.call(
			'/activity/waitlistJoin',
			{ id, mobile: '13712345679' },
			{ auth: queued },
		);
		expect(refused.msg).toContain('请阅读并同意');
		const waited = await api.call(
			'/activity/waitlistJoin',
			{ id, mobile: '13712345679', agree: 1 },
			{ auth: queued },
		);
		expect(waited.data.state).toBe('waitlisted');
		const [row] = await consentsOf(queued.uid, id);
		expect(row?.fields).toEqual(['account_name', 'mobile']);
	});
});

describe('a participant under 14', () => {
	test('must be answered, and needs a guardian name and agreement; the record says so', async () => {
		const id = await publish({ asks_age: 1 });
		const child = await api.login(uniqueMobile());
		const cases: [Record<string, unknown>, string][] = [
			[{}, '请选择参与者是否未满14周岁'],
			[{ under_14: 'maybe' }, '请选择参与者是否未满14周岁'],
			[{ under_14: 1 }, '请填写监护人姓名'],
			[{ under_14: 1, guardian_name: '韩'.repeat(21) }, '监护人姓名最多 20 个字'],
			[{ under_14: 1, guardian_name: '韩梅梅' }, '监护人同意'],
			[{ under_14: 1, guardian_name: '韩梅梅', guardian_agree: 0 }, '监护人同意'],
		];
		for (const [body, message] of cases) {
			const refused = await join(id, child, { ...body, agree: 1 });
			expect(refused.code, JSON.stringify(body)).not.toBe(0);
			expect(refused.msg).toContain(message);
		}
		const joined = await join(id, child, {
			under_14: 1,
			guardian_name: ' 韩梅梅 ',
			guardian_agree: 1,
			agree: 1,
		});
		expect(joined.code, joined.msg).toBe(0);
		const [row] = await handle.db
			.select()
			.from(joins)
			.where(and(eq(joins.activityId, id), eq(joins.userId, child.uid)));
		expect(row).toMatchObject({ under14: true, guardianName: '韩梅梅' });
		expect(row?.guardianAgreedAt).toBeInstanceOf(Date);
		const [consent] = await consentsOf(child.uid, id);
		expect(consent?.fields).toEqual([
			'account_name',
			'login_mobile_masked',
			'under_14',
			'guardian_name',
		]);
	});

	test('a participant of 14 or over needs no guardian, and an activity not asking stores nothing', async () => {
		const asking = await publish({ asks_age: 1 });
		const plain = await publish();
		const adult = await api.login(uniqueMobile());
		expect((await join(asking, adult, { under_14: 0, guardian_name: '某人', agree: 1 })).code).toBe(
			0,
		);
		expect((await join(plain, adult, { under_14: 1, guardian_name: '某人', agree: 1 })).code).toBe(
			0,
		);
		const rows = await handle.db.select().from(joins).where(eq(joins.userId, adult.uid));
		const byActivity = new Map(rows.map((row) => [row.activityId, row]));
		expect(byActivity.get(asking)).toMatchObject({
			under14: false,
			guardianName: '',
			guardianAgreedAt: null,
		});
		expect(byActivity.get(plain)).toMatchObject({
			under14: null,
			guardianName: '',
			guardianAgreedAt: null,
		});
	});
});

describe('registration retention', () => {
	test('erases the details of activities ended past the retention, keeps the rest and every count', async () => {
		const fields = { registration_fields: 'name,mobile,organization', capacity: 1, asks_age: 1 };
		const old = await publish({ ...fields, title: '已结束很久的讲座' });
		const recent = await publish({ ...fields, title: '刚结束不久的讲座' });
		const details = (n: number) => ({
			name: `学生${n}`,
			mobile: `1371234000${n}`,
			organization: '实验小学',
			under_14: 1,
			guardian_name: '家长',
			guardian_agree: 1,
			agree: 1,
		});
		const people = await Promise.all([1, 2, 3, 4].map(() => api.login(uniqueMobile())));
		const [a, b, c, d] = people as [TestLogin, TestLogin, TestLogin, TestLogin];
		expect((await join(old, a, details(1))).code).toBe(0);
		expect(
			(await api.call('/activity/waitlistJoin', { id: old, ...details(2) }, { auth: b })).data
				.state,
		).toBe('waitlisted');
		const third = await join(recent, c, details(3));
		expect(third.code, third.msg).toBe(0);
		expect(
			(await api.call('/activity/waitlistJoin', { id: recent, ...details(4) }, { auth: d })).data
				.state,
		).toBe('waitlisted');
		const now = new Date();
		const ended = (days: number) => ({
			startAt: new Date(now.getTime() - days * DAY - 2 * 3_600_000),
			endAt: new Date(now.getTime() - days * DAY),
		});
		await handle.db.update(activities).set(ended(181)).where(eq(activities.id, old));
		await handle.db.update(activities).set(ended(179)).where(eq(activities.id, recent));

		const done = await applyRetention(handle.db, 180, now);
		expect(done).toMatchObject({ ran: true, registrations: 1, waitlist: 1 });

		const seat = async (id: number) =>
			(await handle.db.select().from(joins).where(eq(joins.activityId, id)))[0];
		const place = async (id: number) =>
			(await handle.db.select().from(waitlist).where(eq(waitlist.activityId, id)))[0];
		const erased = { name: '', mobile: '', organization: '', under14: null, guardianName: '' };
		expect(await seat(old)).toMatchObject(erased);
		expect((await seat(old))?.detailsErasedAt).toBeInstanceOf(Date);
		expect(await place(old)).toMatchObject(erased);
		expect(await seat(recent)).toMatchObject({
			name: '学生3',
			mobile: '13712340003',
			guardianName: '家长',
		});
		expect(await place(recent)).toMatchObject({
			name: '学生4',
			under14: true,
			detailsErasedAt: null,
		});
		const [row] = await handle.db.select().from(activities).where(eq(activities.id, old));
		expect(row).toMatchObject({ joinCount: 1, waitlistCount: 1 });

		expect(await applyRetention(handle.db, 180, now)).toMatchObject({
			registrations: 0,
			waitlist: 0,
		});
	});

	test('runs on one server at a time: parallel runs erase each row once', async () => {
		const id = await publish({ registration_fields: 'name' });
		const person = await api.login(uniqueMobile());
		expect((await join(id, person, { name: '王五', agree: 1 })).code).toBe(0);
		const past = new Date(Date.now() - 400 * DAY);
		await handle.db
			.update(activities)
			.set({ startAt: new Date(past.getTime() - 3_600_000), endAt: past })
			.where(eq(activities.id, id));
		const runs = await Promise.all([1, 2, 3].map(() => applyRetention(handle.db, 180, new Date())));
		expect(runs.reduce((sum, run) => sum + run.registrations, 0)).toBe(1);
	});
});
