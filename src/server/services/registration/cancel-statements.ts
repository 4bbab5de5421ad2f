import { sql } from 'drizzle-orm';
import { activities, joins, waitlist } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';

interface GivenUp {
	/** The caller held a seat (given up now, unless `cancellable` was false or they checked in). */
	held: boolean;
	checkedInAt: Date | null;
	/** The activity's count after the seat was given up; null when none was. */
	joinCount: number | null;
	/** The caller is in the queue (never while holding a seat). */
	queued: boolean;
}

/**
 * Deletes the caller's seat of a locked activity unless they checked in or `cancellable` is false
 * (the activity's times or state close cancelling), and counts it, as one statement. Answers what
 * they held, so that the caller refuses what may not be given up: nothing was deleted then.
 */
export async function giveUpSeat(
	tx: Db,
	activityId: number,
	userId: number,
	cancellable: boolean,
): Promise<GivenUp> {
	const [given] = await queryRows<Omit<GivenUp, 'checkedInAt'> & { checkedInAt: string | null }>(
		tx,
		sql`WITH held AS (
			SELECT checked_in_at FROM ${joins} WHERE activity_id = ${activityId} AND user_id = ${userId}
		), gone AS (
			DELETE FROM ${joins}
			WHERE activity_id = ${activityId} AND user_id = ${userId}
				AND checked_in_at IS NULL AND ${cancellable}::boolean
			RETURNING id
		), counted AS (
			UPDATE ${activities} SET join_count = join_count - (SELECT count(*) FROM gone)
			WHERE id = ${activityId} AND EXISTS (SELECT 1 FROM gone)
			RETURNING join_count
		)
		SELECT EXISTS (SELECT 1 FROM held) AS held,
			(SELECT checked_in_at FROM held) AS "checkedInAt",
			(SELECT join_count FROM counted) AS "joinCount",
			EXISTS (
				SELECT 1 FROM ${waitlist} WHERE activity_id = ${activityId} AND user_id = ${userId}
			) AS queued`,
	);
	if (!given) throw new Error('giveUpSeat answered no row');
	return { ...given, checkedInAt: given.checkedInAt === null ? null : new Date(given.checkedInAt) };
}

/**
 * Takes the caller out of a locked activity's queue and counts it, as one statement. Answers
 * whether they were in it, the new count, and whether they hold a seat.
 */
export async function leaveQueue(
	tx: Db,
	activityId: number,
	userId: number,
): Promise<{ left: boolean; waitlistCount: number | null; joined: boolean }> {
	const [left] = await queryRows<{ left: boolean; waitlistCount: number | null; joined: boolean }>(
		tx,
		sql`WITH gone AS (
			DELETE FROM ${waitlist} WHERE activity_id = ${activityId} AND user_id = ${userId}
			RETURNING id
		), counted AS (
			UPDATE ${activities} SET waitlist_count = waitlist_count - (SELECT count(*) FROM gone)
			WHERE id = ${activityId} AND EXISTS (SELECT 1 FROM gone)
			RETURNING waitlist_count
		)
		SELECT EXISTS (SELECT 1 FROM gone) AS "left",
			(SELECT waitlist_count FROM counted) AS "waitlistCount",
			EXISTS (
				SELECT 1 FROM ${joins} WHERE activity_id = ${activityId} AND user_id = ${userId}
			) AS joined`,
	);
	if (!left) throw new Error('leaveQueue answered no row');
	return left;
}
