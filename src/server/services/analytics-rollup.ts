import { sql } from 'drizzle-orm';
import { DAY_MS, endOfBusinessDay, startOfBusinessDayAt } from '../../lib/calendar-days';
import { LOCKS } from '../db/locks';
import { analyticsDaily, analyticsEvents } from '../db/schema';
import { type Db, queryRows } from '../db/types';

/** A day is counted this long after it ends, so a server whose clock lags still adds to it first. */
const SETTLE_MS = 10 * 60_000;

/** A property of the event's Sensors `properties`, or '' (at most 64 characters). */
const property = (name: string) =>
	sql`left(coalesce(${analyticsEvents.properties} -> 'properties' ->> ${name}, ''), 64)`;

/**
 * Counts every whole day of raw events not counted yet into `analytics_daily`, then deletes raw
 * events older than `retentionDays` whole days. Days are counted whole and before any deletion, so
 * running it again, or on several servers at once, changes nothing. Answers false when another
 * server held the lock.
 */
export async function rollUpAnalytics(db: Db, now: Date, retentionDays: number): Promise<boolean> {
	const today = new Date(startOfBusinessDayAt(now.getTime() - SETTLE_MS));
	const keepFrom = new Date(today.getTime() - retentionDays * DAY_MS);
	return db.transaction(async (tx) => {
		const [lock] = await queryRows<{ locked: boolean }>(
			tx,
			sql`SELECT pg_try_advisory_xact_lock(${LOCKS.analyticsRollup}) AS locked`,
		);
		if (!lock?.locked) return false;
		const [last] = await queryRows<{ day: string | null }>(
			tx,
			sql`SELECT max(${analyticsDaily.day})::text AS day FROM ${analyticsDaily}`,
		);
		const from = last?.day ? new Date(endOfBusinessDay(last.day)) : new Date(0);
		const day = sql`((${analyticsEvents.receivedAt} AT TIME ZONE 'UTC') + interval '8 hours')::date`;
		await tx.execute(sql`
			INSERT INTO ${analyticsDaily}
				(day, project, event, page_type, activity_id, province, events)
			SELECT ${day}, ${analyticsEvents.project}, ${analyticsEvents.event},
				${property('page_type')}, ${property('activity_id')}, ${property('province')}, count(*)::int
			FROM ${analyticsEvents}
			WHERE ${analyticsEvents.receivedAt} >= ${from.toISOString()}::timestamptz
				AND ${analyticsEvents.receivedAt} < ${today.toISOString()}::timestamptz
			GROUP BY 1, 2, 3, 4, 5, 6
			ON CONFLICT (day, project, event, page_type, activity_id, province)
			DO UPDATE SET events = excluded.events`);
		await tx.execute(
			sql`DELETE FROM ${analyticsEvents}
				WHERE ${analyticsEvents.receivedAt} < ${keepFrom.toISOString()}::timestamptz`,
		);
		return true;
	});
}
