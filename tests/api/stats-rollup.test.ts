import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/types';
import { statsBreakdown, statsTotals } from '../../src/server/services/stats/queries';
import { rebuildStats, refreshStats } from '../../src/server/services/stats/rollup';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { loginAdmin } from './helpers/stats-scene';
import { createTestDb } from './helpers/test-db';

/**
 * The roll-ups equal counts taken from `activities` and `joins` themselves after every kind of
 * write (publish, approve, reject, join, leave, check in, cancel), before and after a fold, and
 * while joins and folds run at the same time.
 */
type Auth = Awaited<ReturnType<TestApi['login']>>;

let handle: DbHandle;
let api: TestApi;
let owner: Auth;
let admin: Auth;
const FILTER = { start_date: '', end_date: '', province_code: '' };

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
	owner = await api.login(uniqueMobile());
	admin = await loginAdmin(api, handle.db);
}, 120_000);
afterAll(async () => handle?.close());

interface Live {
	province: string;
	activities: number;
	registrations: number;
	checkins: number;
}

async function liveByProvince(): Promise<Live[]> {
	const rows = await queryRows<Live>(
		handle.db,
		sql`SELECT a.province_code AS province, count(DISTINCT a.id)::int AS activities,
			count(j.user_id)::int AS registrations, count(j.checked_in_at)::int AS checkins
		FROM activities a LEFT JOIN joins j ON j.activity_id = a.id
		WHERE a.status = 'approved' GROUP BY 1 ORDER BY 1`,
	);
	return rows;
}

async function liveStatuses(): Promise<Record<string, number>> {
	const rows = await queryRows<{ status: string; n: number }>(
		handle.db,
		sql`SELECT status, count(*)::int AS n FROM activities GROUP BY 1`,
	);
	return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

async function expectRollupsMatch() {
	const live = await liveByProvince();
	const rolled = (await statsBreakdown(handle.db, 'province', FILTER))
		.map((row) => ({
			province: row.key,
			activities: row.activities,
			registrations: row.registrations,
			checkins: row.checkins,
		}))
		.sort((a, b) => a.province.localeCompare(b.province));
	expect(rolled).toEqual(live.filter((row) => row.activities > 0));
	const totals = await statsTotals(handle.db, FILTER);
	const statuses = await liveStatuses();
	for (const status of ['approved', 'pending', 'rejected', 'cancelled'] as const) {
		expect(totals[status], status).toBe(statuses[status] ?? 0);
	}
	expect(totals.registrations).toBe(live.reduce((sum, row) => sum + row.registrations, 0));
	expect(totals.checkins).toBe(live.reduce((sum, row) => sum + row.checkins, 0));
}

async function publish(overrides: Record<string, unknown> = {}): Promise<number> {
	const added = await api.call('/activity/addActivity', activityBody(overrides), { auth: owner });
	expect(added.code, added.msg).toBe(0);
	return added.data.id as number;
}

const review = (id: number, decision: 'approve' | 'reject') =>
	api.call('/admin/reviewActivity', { id, decision, reason: '不符合要求' }, { auth: admin });

async function join(id: number, count: number): Promise<Auth[]> {
	const people = await Promise.all(Array.from({ length: count }, () => api.login(uniqueMobile())));
	for (const person of people) {
		const joined = await api.call('/activity/activityJoin', { id }, { auth: person });
		expect(joined.code, joined.msg).toBe(0);
	}
	return people;
}

describe('roll-ups under writes', () => {
	test('equal the live counts after each step, folded or not', async () => {
		const shanghai = { province_code: '310000', city_code: '310100', district_code: '310101' };
		const a = await publish();
		const b = await publish(shanghai);
		const c = await publish(shanghai);
		await expectRollupsMatch();
		await review(a, 'approve');
		await review(b, 'approve');
		await review(c, 'reject');
		await expectRollupsMatch();
		const joinedA = await join(a, 4);
		await join(b, 2);
		await expectRollupsMatch();
		await refreshStats(handle.db);
		await expectRollupsMatch();
		// One leaves A and one is checked in at B, as the lifecycle's writes do: row and counter together.
		const leaver = joinedA[0];
		await handle.db.transaction(async (tx) => {
			await tx.execute(
				sql`DELETE FROM joins WHERE activity_id = ${a} AND user_id = ${leaver?.uid}`,
			);
			await tx.execute(sql`UPDATE activities SET join_count = join_count - 1 WHERE id = ${a}`);
		});
		await handle.db.transaction(async (tx) => {
			await tx.execute(
				sql`UPDATE joins SET checked_in_at = now() WHERE activity_id = ${b} AND id = (SELECT min(id) FROM joins WHERE activity_id = ${b})`,
			);
			await tx.execute(
				sql`UPDATE activities SET checkin_count = checkin_count + 1 WHERE id = ${b}`,
			);
		});
		await expectRollupsMatch();
		const cancelled = await api.call('/activity/activityCancel', { id: b }, { auth: owner });
		expect(cancelled.code, cancelled.msg).toBe(0);
		await expectRollupsMatch();
		expect((await statsTotals(handle.db, FILTER)).cancelled).toBe(1);
		await refreshStats(handle.db);
		await expectRollupsMatch();
	});

	test('joins and folds at the same time lose nothing', async () => {
		const id = await publish();
		await review(id, 'approve');
		const people = await Promise.all(Array.from({ length: 12 }, () => api.login(uniqueMobile())));
		await Promise.all([
			...people.map((person) => api.call('/activity/activityJoin', { id }, { auth: person })),
			refreshStats(handle.db),
			refreshStats(handle.db),
		]);
		await expectRollupsMatch();
		await refreshStats(handle.db);
		await expectRollupsMatch();
		const [left] = await queryRows<{ n: number }>(
			handle.db,
			sql`SELECT count(*)::int AS n FROM stats_deltas`,
		);
		expect(left?.n).toBe(0);
	});

	test('a rebuild from activities gives the same cells', async () => {
		const before = await statsBreakdown(handle.db, 'audience', FILTER);
		await rebuildStats(handle.db);
		expect(await statsBreakdown(handle.db, 'audience', FILTER)).toEqual(before);
		await expectRollupsMatch();
	});
});
