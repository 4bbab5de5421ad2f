import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, consents, joins, messages, waitlist } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/**
 * One person's join, queue join and cancel sent five times at once answer as one. On PostgreSQL
 * the copies wait for the activity's row lock while the first commits: what they ask after it
 * must see what it wrote (a statement that waited for the lock reads the other tables as they were
 * when it began).
 */

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

const COPIES = 5;

const fiveTimes = (path: string, id: number, auth: TestLogin) =>
	Promise.all(Array.from({ length: COPIES }, () => api.call(path, { id, agree: 1 }, { auth })));

async function rowsOf(id: number, userId: number) {
	const mine = (table: typeof joins | typeof waitlist | typeof consents) =>
		and(eq(table.activityId, id), eq(table.userId, userId));
	const [[seats], [places], [agreed]] = await Promise.all([
		handle.db.select({ n: count() }).from(joins).where(mine(joins)),
		handle.db.select({ n: count() }).from(waitlist).where(mine(waitlist)),
		handle.db.select({ n: count() }).from(consents).where(mine(consents)),
	]);
	return { seats: seats?.n, places: places?.n, consents: agreed?.n };
}

async function countersOf(id: number) {
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, id));
	return { joinCount: row?.joinCount, waitlistCount: row?.waitlistCount };
}

test('a join, a queue join and a cancel sent five times at once each count once', async () => {
	const added = await api.call('/activity/addActivity', activityBody({ capacity: 1 }), {
		auth: owner,
	});
	const id: number = added.data.id;
	const first = await api.login(uniqueMobile());
	const second = await api.login(uniqueMobile());

	const joined = await fiveTimes('/activity/activityJoin', id, first);
	const seatNumbers = new Set(joined.map((answer) => answer.data?.registration?.registration_id));
	expect(joined.map((answer) => [answer.code, answer.data?.registration?.state])).toEqual(
		Array(COPIES).fill([0, 'joined']),
	);
	expect(seatNumbers.size).toBe(1);
	expect(await rowsOf(id, first.uid)).toEqual({ seats: 1, places: 0, consents: 1 });

	const queued = await fiveTimes('/activity/waitlistJoin', id, second);
	expect(queued.map((answer) => [answer.code, answer.data?.state, answer.data?.position])).toEqual(
		Array(COPIES).fill([0, 'waitlisted', 1]),
	);
	expect(await rowsOf(id, second.uid)).toEqual({ seats: 0, places: 1, consents: 1 });
	expect(await countersOf(id)).toEqual({ joinCount: 1, waitlistCount: 1 });

	const cancelled = await fiveTimes('/activity/cancelJoin', id, first);
	expect(cancelled.map((answer) => [answer.code, answer.data?.state])).toEqual(
		Array(COPIES).fill([0, 'can_waitlist']),
	);
	expect(await rowsOf(id, first.uid)).toEqual({ seats: 0, places: 0, consents: 1 });
	expect(await rowsOf(id, second.uid)).toEqual({ seats: 1, places: 0, consents: 1 });
	expect(await countersOf(id)).toEqual({ joinCount: 1, waitlistCount: 0 });
	const [told] = await handle.db
		.select({ n: count() })
		.from(messages)
		.where(and(eq(messages.userId, second.uid), eq(messages.activityId, id)));
	expect(told?.n).toBe(1);
});
