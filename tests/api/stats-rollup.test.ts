import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { statsFilterSchema } from '../../src/lib/validation/stats';
import type { DbHandle } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/types';
import { statsBreakdown, statsTotals } from '../../src/server/services/stats/queries';
import { rebuildStats, refreshStats } from '../../src/server/services/stats/rollup';
import { loginAdmin } from './helpers/admin';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';
import { insertActivity, type StatsActivity } from './helpers/stats-scene';

/**
 * The roll-ups equal counts taken from `activities` and `joins` themselves after every kind of
 * write (publish, approve, reject, join, leave, check in, cancel), before and after a fold, and
 * while joins and folds run at the same time; and the organiser count equals a distinct count of
 * the owners under every filter after inserts, status changes, edits, transfers and deletions.
 */

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let admin: TestLogin;
const FILTER = { start_date: '', end_date: '', province_code: '' };

beforeAll(async () => {
	({ handle, api } = await openTestApi({ REVIEW_MODE: 'manual' }));
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

async function join(id: number, count: number): Promise<TestLogin[]> {
	const people = await Promise.all(Array.from({ length: count }, () => api.login(uniqueMobile())));
	for (const person of people) {
		const joined = await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: person });
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
			...people.map((person) =>
				api.call('/activity/activityJoin', { id, agree: 1 }, { auth: person }),
			),
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

describe('the organiser count under writes', () => {
	/** The dashboard's filters, each read from `stats_organisers` by its own kind of rows. */
	const FILTERS: Record<string, Record<string, unknown>> = {
		all: {},
		province: { province_code: '440000' },
		'joint action': { lh_type: 1 },
		'no joint action': { lh_type: 0 },
		'province and joint action': { province_code: '440000', lh_type: 1 },
		'one week': { start_date: '2026-09-25', end_date: '2026-10-01' },
		'a whole month': { start_date: '2026-10-01', end_date: '2026-10-31' },
		'a whole year': { start_date: '2026-01-01', end_date: '2026-12-31' },
		'days, months and a year': { start_date: '2025-12-31', end_date: '2027-02-03' },
		'from a day on': { start_date: '2026-09-30' },
		'up to a day': { end_date: '2026-09-30' },
		'a week in a province, one joint action': {
			start_date: '2026-09-25',
			end_date: '2026-10-01',
			province_code: '440000',
			lh_type: 1,
		},
	};

	/** Distinct owners counted from `activities` itself, Beijing days taken from the timestamps. */
	async function organisersCounted(input: Record<string, unknown>): Promise<number> {
		const filter = statsFilterSchema.parse(input);
		const parts = [sql`status = 'approved'`];
		if (filter.start_date) {
			parts.push(sql`start_at >= (${filter.start_date} || ' 00:00:00+08')::timestamptz`);
		}
		if (filter.end_date) {
			parts.push(
				sql`start_at < (${filter.end_date} || ' 00:00:00+08')::timestamptz + interval '1 day'`,
			);
		}
		if (filter.province_code) parts.push(sql`province_code = ${filter.province_code}`);
		if (filter.lh_type !== undefined) parts.push(sql`coalesce(lh_type, 0) = ${filter.lh_type}`);
		const [row] = await queryRows<{ n: number }>(
			handle.db,
			sql`SELECT count(DISTINCT owner_id)::int AS n FROM activities WHERE ${sql.join(parts, sql` AND `)}`,
		);
		return row?.n ?? 0;
	}

	async function expectOrganisersMatch() {
		for (const [name, input] of Object.entries(FILTERS)) {
			const { organisers } = await statsTotals(handle.db, statsFilterSchema.parse(input));
			expect(organisers, name).toBe(await organisersCounted(input));
		}
		const [empty] = await queryRows<{ n: number }>(
			handle.db,
			sql`SELECT count(*)::int AS n FROM stats_organisers WHERE activities <= 0`,
		);
		expect(empty?.n, 'rows that count nothing').toBe(0);
	}

	async function newOwner(): Promise<number> {
		const [row] = await queryRows<{ id: number }>(
			handle.db,
			sql`INSERT INTO users (openid, mobile, show_name) VALUES (${`organiser-${uniqueMobile()}`}, ${uniqueMobile()}, '统计发布者') RETURNING id`,
		);
		if (!row) throw new Error('no user');
		return row.id;
	}

	const row = (ownerId: number, overrides: Partial<StatsActivity> = {}): StatsActivity => ({
		ownerId,
		status: 'approved',
		provinceCode: '440000',
		lhType: 1,
		mode: 'offline',
		audiences: [],
		startAt: '2026-09-28T10:00:00+08:00',
		joinCount: 0,
		checkinCount: 0,
		...overrides,
	});

	const update = (id: number, set: ReturnType<typeof sql>) =>
		handle.db.execute(sql`UPDATE activities SET ${set} WHERE id = ${id}`);

	test('equals a distinct count of the owners after every kind of write', async () => {
		const [o1, o2, o3, o4] = await Promise.all([newOwner(), newOwner(), newOwner(), newOwner()]);
		if (!o1 || !o2 || !o3 || !o4) throw new Error('no owners');
		// Around midnight in Beijing at the ends of a month and a year, in two provinces.
		const a = await insertActivity(handle.db, row(o1, { startAt: '2026-09-30T23:30:00+08:00' }));
		const b = await insertActivity(
			handle.db,
			row(o1, { startAt: '2026-10-01T00:30:00+08:00', lhType: null }),
		);
		const c = await insertActivity(
			handle.db,
			row(o2, { startAt: '2026-01-01T00:10:00+08:00', provinceCode: '110000' }),
		);
		const d = await insertActivity(
			handle.db,
			row(o2, { status: 'pending', startAt: '2025-12-31T23:50:00+08:00' }),
		);
		const e = await insertActivity(
			handle.db,
			row(o3, { startAt: '2027-02-03T08:00:00+08:00', lhType: 2 }),
		);
		const f = await insertActivity(handle.db, row(o4, { status: 'rejected' }));
		const g = await insertActivity(handle.db, row(o4, { startAt: '2026-10-15T09:00:00+08:00' }));
		await expectOrganisersMatch();
		// Status changes: approval, rejection, cancellation, a second approval.
		await update(d, sql`status = 'approved'`);
		await update(f, sql`status = 'approved'`);
		await update(a, sql`status = 'rejected'`);
		await expectOrganisersMatch();
		await update(g, sql`status = 'cancelled'`);
		await update(a, sql`status = 'approved'`);
		await expectOrganisersMatch();
		// Edits of the filtered columns: province, joint action set and removed, start across a month.
		await update(a, sql`province_code = '110000'`);
		await update(b, sql`lh_type = 1`);
		await update(c, sql`lh_type = NULL`);
		await update(e, sql`start_at = '2026-09-30T16:30:00Z'`);
		await expectOrganisersMatch();
		// The activity moves to another owner; an edit that changes nothing counted.
		await update(e, sql`owner_id = ${o1}`);
		await update(b, sql`title = '改过标题', join_count = join_count + 3`);
		await expectOrganisersMatch();
		// An activity deleted, then an owner deleted with all their activities.
		await handle.db.execute(sql`DELETE FROM activities WHERE id = ${c}`);
		await expectOrganisersMatch();
		await handle.db.transaction(async (tx) => {
			await tx.execute(sql`DELETE FROM activities WHERE owner_id = ${o4}`);
			await tx.execute(sql`DELETE FROM users WHERE id = ${o4}`);
		});
		await expectOrganisersMatch();
		expect((await statsTotals(handle.db, statsFilterSchema.parse({}))).organisers).toBeGreaterThan(
			1,
		);
	});

	test('publishing, review and cancelling through the API keep it exact', async () => {
		const id = await publish({
			province_code: '440000',
			city_code: '440100',
			district_code: '440103',
		});
		await expectOrganisersMatch();
		await review(id, 'approve');
		await expectOrganisersMatch();
		const cancelled = await api.call('/activity/activityCancel', { id }, { auth: owner });
		expect(cancelled.code, cancelled.msg).toBe(0);
		await expectOrganisersMatch();
	});

	test('writes of one owner in parallel transactions lose nothing', async () => {
		const o = await newOwner();
		const ids = await Promise.all(
			Array.from({ length: 8 }, (_, i) =>
				insertActivity(handle.db, row(o, { status: 'pending', lhType: i % 2 ? 1 : null })),
			),
		);
		await Promise.all(ids.map((id) => update(id, sql`status = 'approved'`)));
		await expectOrganisersMatch();
		await Promise.all(
			ids.map((id, i) =>
				update(id, i % 3 ? sql`province_code = '310000'` : sql`status = 'cancelled'`),
			),
		);
		await expectOrganisersMatch();
	});

	test('a rebuild from activities gives the same rows', async () => {
		const read = () =>
			queryRows(
				handle.db,
				sql`SELECT span, period::text, province_code, lh_type, owner_id, activities FROM stats_organisers ORDER BY 1, 2, 3, 4, 5`,
			);
		const before = await read();
		expect(before.length).toBeGreaterThan(0);
		await rebuildStats(handle.db);
		expect(await read()).toEqual(before);
		await expectOrganisersMatch();
	});
});
