import { sql } from 'drizzle-orm';
import { LOCKS } from '../../db/locks';
import { type Db, type Queryable, queryRows } from '../../db/types';
import { rebuildOrganisers } from './organisers';

const ADD_COUNTS = sql.raw(`activities = excluded.activities + cells.activities,
	registrations = excluded.registrations + cells.registrations,
	checkins = excluded.checkins + cells.checkins`);

/**
 * Moves every committed delta row into the cells, in one statement, so a reader (which adds cells
 * and deltas) never sees a delta twice or not at all; then drops cells that count nothing.
 */
async function foldDeltas(tx: Queryable): Promise<number> {
	const [moved] = await queryRows<{ rows: number }>(
		tx,
		sql`WITH moved AS (DELETE FROM stats_deltas RETURNING *),
		activity AS (
			INSERT INTO stats_activity_cells AS cells
			SELECT status, day, province_code, lh_type, mode, sum(activities), sum(registrations), sum(checkins)
			FROM moved WHERE audience = 0 GROUP BY 1, 2, 3, 4, 5
			ON CONFLICT (status, day, province_code, lh_type, mode) DO UPDATE SET ${ADD_COUNTS}
		),
		province AS (
			INSERT INTO stats_province_cells AS cells
			SELECT status, province_code, sum(activities), sum(registrations), sum(checkins)
			FROM moved WHERE audience = 0 GROUP BY 1, 2
			ON CONFLICT (status, province_code) DO UPDATE SET ${ADD_COUNTS}
		),
		audience AS (
			INSERT INTO stats_audience_cells AS cells
			SELECT status, day, province_code, lh_type, audience, sum(activities), sum(registrations), sum(checkins)
			FROM moved WHERE audience > 0 GROUP BY 1, 2, 3, 4, 5
			ON CONFLICT (status, day, province_code, lh_type, audience) DO UPDATE SET ${ADD_COUNTS}
		)
		SELECT count(*)::int AS rows FROM moved`,
	);
	for (const table of ['stats_activity_cells', 'stats_audience_cells', 'stats_province_cells']) {
		await tx.execute(
			sql.raw(`DELETE FROM ${table} WHERE activities = 0 AND registrations = 0 AND checkins = 0`),
		);
	}
	return moved?.rows ?? 0;
}

/**
 * Adds the page-view counts ($pageview on load, KpyPageView and KpyAppPageView on a route change) of every day `analytics_daily` holds and `stats_page_views` does not yet
 * (the analytics roll-up writes each whole day once). An activity's page counts in the activity's
 * province and joint action; other pages in the event's own province, joint action 0.
 */
async function addPageViewDays(tx: Queryable): Promise<void> {
	await tx.execute(sql`
		INSERT INTO stats_page_views (day, province_code, lh_type, views)
		SELECT d.day, coalesce(a.province_code, d.province), coalesce(a.lh_type, 0), sum(d.events)
		FROM analytics_daily d
		LEFT JOIN activities a
			ON a.id = CASE WHEN d.activity_id ~ '^[0-9]{1,9}$' THEN d.activity_id::int END
		WHERE d.event IN ('$pageview', 'KpyPageView', 'KpyAppPageView')
			AND d.day > coalesce((SELECT max(day) FROM stats_page_views), '1970-01-01'::date)
		GROUP BY 1, 2, 3`);
}

/**
 * The periodic step: folds the deltas and adds new page-view days. Answers the delta rows folded, or
 * null when another server held the lock.
 */
export async function refreshStats(db: Db): Promise<number | null> {
	return db.transaction(async (tx) => {
		const [lock] = await queryRows<{ locked: boolean }>(
			tx,
			sql`SELECT pg_try_advisory_xact_lock(${LOCKS.statsFold}) AS locked`,
		);
		if (!lock?.locked) return null;
		const moved = await foldDeltas(tx);
		await addPageViewDays(tx);
		return moved;
	});
}

const bjDay = (column: string) =>
	sql.raw(`((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date`);
const DAY = bjDay('start_at');

/**
 * Recounts every cell and the organisers from `activities` (after a bulk load with the triggers
 * disabled, or to repair). Holds writes to activities off while it runs; answers the milliseconds
 * the organisers took.
 */
export async function rebuildStats(db: Db): Promise<{ organisersMs: number }> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`LOCK TABLE activities IN SHARE MODE`);
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.statsFold})`);
		await tx.execute(
			sql`TRUNCATE stats_deltas, stats_activity_cells, stats_audience_cells, stats_province_cells, stats_page_views, stats_activity_days`,
		);
		await tx.execute(sql`
			INSERT INTO stats_activity_cells
			SELECT status, ${DAY}, province_code, coalesce(lh_type, 0), mode,
				count(*), sum(join_count), sum(checkin_count)
			FROM activities GROUP BY 1, 2, 3, 4, 5`);
		await tx.execute(sql`
			INSERT INTO stats_province_cells
			SELECT status, province_code, sum(activities), sum(registrations), sum(checkins)
			FROM stats_activity_cells GROUP BY 1, 2`);
		await tx.execute(sql`
			INSERT INTO stats_audience_cells
			SELECT status, ${DAY}, province_code, coalesce(lh_type, 0), a,
				count(*), sum(join_count), sum(checkin_count)
			FROM activities, LATERAL (SELECT DISTINCT unnest(audiences) AS a) AS audience
			GROUP BY 1, 2, 3, 4, 5`);
		await tx.execute(sql`
			INSERT INTO stats_activity_days
			SELECT activity_id, day, sum(registrations), sum(checkins)
			FROM (
				SELECT activity_id, ${bjDay('created_at')} AS day, 1 AS registrations, 0 AS checkins FROM joins
				UNION ALL
				SELECT activity_id, ${bjDay('checked_in_at')}, 0, 1 FROM joins WHERE checked_in_at IS NOT NULL
			) AS w
			GROUP BY 1, 2`);
		await addPageViewDays(tx);
		const started = performance.now();
		await rebuildOrganisers(tx);
		return { organisersMs: performance.now() - started };
	});
}
