import { eq, sql } from 'drizzle-orm';
import { activities, joins, messages, reminderDeliveries, smsNotices } from '../db/schema';
import { type Db, queryRows } from '../db/types';
import { fitParam, type NoticeParams } from '../sms/notice-kinds';
import { placeText, timeText } from './place';
import type { JobQueue } from './queue';

export interface ReminderRun {
	/** Messages written now. */
	sent: number;
	/** When the activity's next reminder is due, if any. */
	next: Date | null;
}

const NOTHING: ReminderRun = { sent: 0, next: null };

/**
 * Sends an activity's reminder that is due at `now` to everyone who had joined by its due time,
 * and says when the next one is due. Only approved activities that have not started get any. When
 * several are due (the server was stopped), only the latest, closest to the start, goes out. Each
 * message is written in one statement with its `reminder_deliveries` row and its SMS copy, whose key (activity,
 * person, offset, start time) makes a second copy impossible from any retry or server; a new start
 * time is a new key, so reminders follow the time.
 */
export async function sendDueReminders(
	db: Db,
	activityId: number,
	offsets: readonly number[],
	now: Date,
): Promise<ReminderRun> {
	const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
	if (activity?.status !== 'approved' || activity.startAt <= now) return NOTHING;
	const startMs = activity.startAt.getTime();
	const dueAt = (offset: number) => new Date(startMs - offset * 1000);
	const due = offsets.filter((offset) => dueAt(offset) <= now);
	const upcoming = offsets.filter((offset) => dueAt(offset) > now);
	const next = upcoming.length ? dueAt(Math.max(...upcoming)) : null;
	if (!due.length) return { sent: 0, next };
	const offset = Math.min(...due);
	const place = placeText(activity);
	const body = [
		`您报名的活动「${activity.title}」将于 ${timeText(activity)}（北京时间）举行。`,
		place ? `地点：${place}。` : '',
		activity.onlineUrl ? `线上链接：${activity.onlineUrl}` : '',
	].join('');
	const smsParams: NoticeParams<'reminder'> = {
		title: fitParam(activity.title),
		time: fitParam(timeText(activity)),
	};
	const rows = await queryRows<{ n: number }>(
		db,
		sql`WITH sent AS (
			INSERT INTO ${reminderDeliveries} (activity_id, user_id, offset_seconds, start_at, sent_at)
			SELECT ${joins.activityId}, ${joins.userId}, ${offset}, ${activity.startAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
			FROM ${joins}
			WHERE ${joins.activityId} = ${activityId}
				AND ${joins.createdAt} <= ${dueAt(offset).toISOString()}::timestamptz
			ON CONFLICT DO NOTHING
			RETURNING user_id
		), written AS (
			INSERT INTO ${messages} (user_id, kind, title, body, activity_id, created_at)
			SELECT user_id, 'reminder', ${`活动即将开始：${activity.title}`}, ${body}, ${activityId}, ${now.toISOString()}::timestamptz
			FROM sent
			RETURNING id, user_id
		), texted AS (
			INSERT INTO ${smsNotices} (user_id, message_id, kind, params, created_at)
			SELECT user_id, id, 'reminder', ${JSON.stringify(smsParams)}::jsonb, ${now.toISOString()}::timestamptz
			FROM written
		)
		SELECT count(*)::int AS n FROM written`,
	);
	return { sent: rows[0]?.n ?? 0, next };
}

/** Runs `sendDueReminders` and queues the activity's next reminder at its due time. */
export async function runActivityReminders(
	db: Db,
	jobs: JobQueue,
	activityId: number,
	offsets: readonly number[],
	now: Date,
): Promise<number> {
	const run = await sendDueReminders(db, activityId, offsets, now);
	if (run.next) {
		await jobs.send(
			'reminders',
			{ activityId },
			{ startAfter: run.next, singletonKey: `${activityId}@${run.next.toISOString()}` },
		);
	}
	return run.sent;
}

/**
 * The approved activities with people joined whose reminder is due and not yet sent, or falls due
 * within two minutes: the sweep's work after a restart, or for an activity whose own job was lost.
 * An activity whose due reminder went out (its deliveries exist: they are written in one statement)
 * is skipped, so a sweep costs one query however many activities start within a day.
 */
export async function listReminderCandidates(
	db: Db,
	offsets: readonly number[],
	now: Date,
): Promise<number[]> {
	if (!offsets.length) return [];
	const horizon = new Date(now.getTime() + (Math.max(...offsets) + 120) * 1000);
	const offsetList = sql.join(
		offsets.map((offset) => sql`${offset}::int`),
		sql`, `,
	);
	const nowText = now.toISOString();
	const rows = await queryRows<{ id: number }>(
		db,
		sql`SELECT a.id FROM ${activities} a
		WHERE a.status = 'approved'
			AND a.start_at > ${nowText}::timestamptz
			AND a.start_at <= ${horizon.toISOString()}::timestamptz
			AND a.join_count > 0
			AND NOT EXISTS (
				SELECT 1 FROM ${reminderDeliveries} d
				WHERE d.activity_id = a.id
					AND d.start_at = a.start_at
					AND d.offset_seconds = (
						SELECT min(o) FROM unnest(ARRAY[${offsetList}]) AS o
						WHERE a.start_at - o * interval '1 second' <= ${nowText}::timestamptz
					)
			)`,
	);
	return rows.map((row) => Number(row.id));
}
