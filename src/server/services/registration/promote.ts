import { eq, sql } from 'drizzle-orm';
import { activities, joins, messages, smsNotices, waitlist } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import type { ActivityRow } from '../activities/present';
import { noticeTitle } from '../activities/visibility';
import { notifyUsers } from '../messages';
import { fitNoticeParams } from '../sms-notices';
import { freeSeats } from './lock';
import { changesClosedReason } from './window';

/** What serving the queue reads of an activity. */
type QueueRow = Pick<
	ActivityRow,
	| 'id'
	| 'title'
	| 'contentApproved'
	| 'capacity'
	| 'joinCount'
	| 'waitlistCount'
	| 'status'
	| 'startAt'
	| 'endAt'
	| 'lateChanges'
>;

/** Whether a locked activity has seats and people queued for them while registration is open. */
export function queueWaitsForSeats(row: QueueRow, now: Date): boolean {
	return freeSeats(row) > 0 && row.waitlistCount > 0 && changesClosedReason(row, now) === null;
}

/**
 * Moves the first `seats` of the queue into seats marked `promoted_at`, in queue order, and writes
 * each a 站内信 with its SMS copy, as one statement; answers the activity's new counters, or
 * nothing when the queue held nobody.
 */
async function seatFromQueue(
	tx: Db,
	row: QueueRow,
	seats: number,
	now: Date,
): Promise<{ joinCount: number; waitlistCount: number } | undefined> {
	const title = noticeTitle(row);
	const body = `您候补的活动「${title}」有了空位，已为您报名成功。如不能参加，请及时取消报名。`;
	const params = fitNoticeParams<'promotion'>({ title });
	const at = now.toISOString();
	const [counted] = await queryRows<{ joinCount: number; waitlistCount: number }>(
		tx,
		sql`WITH head AS (
			SELECT id FROM ${waitlist} WHERE activity_id = ${row.id} ORDER BY id LIMIT ${seats}
		), taken AS (
			DELETE FROM ${waitlist}
			WHERE activity_id = ${row.id} AND id IN (SELECT id FROM head)
			RETURNING *
		), seated AS (
			INSERT INTO ${joins} (activity_id, user_id, name, mobile, organization, under_14,
				guardian_name, guardian_agreed_at, created_at, promoted_at)
			SELECT activity_id, user_id, name, mobile, organization, under_14,
				guardian_name, guardian_agreed_at, ${at}::timestamptz, ${at}::timestamptz
			FROM taken ORDER BY id
			ON CONFLICT DO NOTHING
			RETURNING id, user_id
		), counted AS (
			UPDATE ${activities}
			SET join_count = join_count + (SELECT count(*) FROM seated),
				waitlist_count = waitlist_count - (SELECT count(*) FROM taken)
			WHERE id = ${row.id} AND EXISTS (SELECT 1 FROM taken)
			RETURNING join_count, waitlist_count
		), told AS (
			INSERT INTO ${messages} (user_id, kind, title, body, activity_id)
			SELECT user_id, 'waitlist', ${'候补成功'}, ${body}, ${row.id}::int FROM seated ORDER BY id
			RETURNING id, user_id
		), texted AS (
			INSERT INTO ${smsNotices} (user_id, message_id, kind, params)
			SELECT user_id, id, 'promotion', ${JSON.stringify(params)}::jsonb FROM told ORDER BY id
		)
		SELECT join_count AS "joinCount", waitlist_count AS "waitlistCount" FROM counted`,
	);
	return counted;
}

/**
 * Gives the free seats of a locked activity to the first people of its queue, in queue order, in
 * the caller's transaction: each leaves the queue, holds a seat marked `promoted_at`, and gets a
 * 站内信 and its SMS copy. Answers the row with its new counters, the same row when nobody moved.
 * Nothing moves while registration is closed.
 */
export async function promoteFromWaitlist<Row extends QueueRow>(
	tx: Db,
	row: Row,
	now: Date,
): Promise<Row> {
	if (!queueWaitsForSeats(row, now)) return row;
	const free = freeSeats(row);
	const counted = await seatFromQueue(tx, row, Number.isFinite(free) ? free : 100_000, now);
	return counted ? { ...row, ...counted } : row;
}

/** The organiser switched the waitlist off: the queue is emptied and the people in it are told. */
export async function closeWaitlist(tx: Db, row: ActivityRow): Promise<void> {
	if (row.waitlistCount === 0) return;
	const gone = await tx
		.delete(waitlist)
		.where(eq(waitlist.activityId, row.id))
		.returning({ userId: waitlist.userId });
	await tx
		.update(activities)
		.set({ waitlistCount: sql`${activities.waitlistCount} - ${gone.length}` })
		.where(eq(activities.id, row.id));
	await notifyUsers(
		tx,
		gone.map((entry) => entry.userId),
		{
			kind: 'system',
			title: '候补已关闭',
			body: `活动「${noticeTitle(row)}」的主办方关闭了候补，您已不在候补名单中。`,
			activityId: row.id,
		},
	);
}
