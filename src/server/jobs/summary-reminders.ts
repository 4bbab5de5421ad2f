import { sql } from 'drizzle-orm';
import { formatBusinessTime } from '../../lib/beijing-time';
import { DAY_MS } from '../../lib/calendar-days';
import { type Db, queryRows } from '../db/types';

/** Days before SUMMARY_DEADLINE that organisers still owing a summary are reminded. */
const SUMMARY_REMINDER_DAYS = [7, 1] as const;

/**
 * Sends the summary reminder due at `now`: a 站内信 to the publisher and the organisation's owners
 * of every approved activity that has ended and has no summary. Each activity gets each reminder
 * once: its `summary_reminders` row and its messages are written in one statement. When both are
 * due (the server was stopped), only the later one, closer to the deadline, goes out.
 */
export async function sendSummaryReminders(db: Db, deadline: number, now: Date): Promise<number> {
	const nowMs = now.getTime();
	if (nowMs > deadline) return 0;
	const due = SUMMARY_REMINDER_DAYS.filter((days) => deadline - days * DAY_MS <= nowMs);
	if (!due.length) return 0;
	const days = Math.min(...due);
	const deadlineText = formatBusinessTime(deadline);
	const nowText = now.toISOString();
	const rows = await queryRows<{ n: number }>(
		db,
		sql`WITH owing AS (
			INSERT INTO summary_reminders (activity_id, days_before, sent_at)
			SELECT a.id, ${days}, ${nowText}::timestamptz FROM activities a
			WHERE a.status = 'approved' AND a.end_at <= ${nowText}::timestamptz
				AND NOT EXISTS (SELECT 1 FROM activity_summaries s WHERE s.activity_id = a.id)
				AND NOT EXISTS (SELECT 1 FROM summary_reminders r
					WHERE r.activity_id = a.id AND r.days_before = ${days})
			ON CONFLICT DO NOTHING
			RETURNING activity_id
		), recipients AS (
			SELECT a.id AS activity_id, a.title, a.owner_id AS user_id
			FROM owing o JOIN activities a ON a.id = o.activity_id
			UNION
			SELECT a.id, a.title, m.user_id
			FROM owing o JOIN activities a ON a.id = o.activity_id
			JOIN organisation_members m ON m.organisation_id = a.organisation_id AND m.role = 'owner'
		), written AS (
			INSERT INTO messages (user_id, kind, title, body, activity_id, created_at)
			SELECT user_id, 'reminder', ${`活动总结将于${days}天后截止提交`},
				'您的活动「' || title || ${`」已结束，尚未提交活动总结。请于 ${deadlineText}（北京时间）前在个人中心的活动列表中提交总结。`},
				activity_id, ${nowText}::timestamptz
			FROM recipients
			RETURNING id
		)
		SELECT count(*)::int AS n FROM written`,
	);
	return rows[0]?.n ?? 0;
}
