import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type ActivityChange, activities, activityChanges, joins, messages } from '../db/schema';
import { type Db, type Queryable, queryRows } from '../db/types';
import { queueSmsNotices } from '../services/sms-notices';
import { type NoticeColumns, placeText, timeText } from './place';

const NONE = '（无）';

/** What an edit changed of the time, place and online link, old → new (Beijing time). */
export function describeActivityChanges(
	before: NoticeColumns,
	after: NoticeColumns,
): ActivityChange[] {
	const pairs: [string, string, string][] = [
		['时间', timeText(before), timeText(after)],
		['地点', placeText(before), placeText(after)],
		['线上链接', before.onlineUrl, after.onlineUrl],
	];
	return pairs
		.filter(([, from, to]) => from !== to)
		.map(([label, from, to]) => ({ label, from: from || NONE, to: to || NONE }));
}

/** The notice's body: `时间：A → B（北京时间）；地点：C → D。` */
function changeNoticeBody(title: string, changes: readonly ActivityChange[]): string {
	const lines = changes.map(
		({ label, from, to }) => `${label}：${from} → ${to}${label === '时间' ? '（北京时间）' : ''}`,
	);
	return `您报名的活动「${title}」有变更。${lines.join('；')}。`;
}

/**
 * The SMS's short form, new values only: `时间改为…；地点改为…`. A link is never a template variable
 * (providers refuse URLs in variables), so a new online link is only announced.
 */
export function changeNoticeDetail(changes: readonly ActivityChange[]): string {
	return changes
		.map(({ label, to }) => (label === '线上链接' ? '线上链接已更新' : `${label}改为${to}`))
		.join('；');
}

/**
 * Records an edit's changes, in the edit's transaction, when people have joined; answers the
 * change's id for the job that sends its notices, or null when there is nothing to tell.
 */
export async function recordActivityChange(
	tx: Queryable,
	activityId: number,
	changes: ActivityChange[],
	now: Date,
): Promise<number | null> {
	if (!changes.length) return null;
	const [joined] = await tx
		.select({ userId: joins.userId })
		.from(joins)
		.where(eq(joins.activityId, activityId))
		.limit(1);
	if (!joined) return null;
	const [row] = await tx
		.insert(activityChanges)
		.values({ activityId, changes, createdAt: now })
		.returning({ id: activityChanges.id });
	return row?.id ?? null;
}

/**
 * Sends a change's notices to everyone joined now, once: the messages and `notified_at` are written
 * in one transaction that holds the change's row, so a retry or a second server finds it sent.
 */
export async function sendChangeNotices(db: Db, changeId: number, now: Date): Promise<number> {
	return db.transaction(async (tx) => {
		const [change] = await tx
			.select({ activityId: activityChanges.activityId, changes: activityChanges.changes })
			.from(activityChanges)
			.where(and(eq(activityChanges.id, changeId), isNull(activityChanges.notifiedAt)))
			.for('update');
		if (!change) return 0;
		const [activity] = await tx
			.select({
				title: activities.title,
				status: activities.status,
				contentApproved: activities.contentApproved,
			})
			.from(activities)
			.where(eq(activities.id, change.activityId));
		let sent = 0;
		// Only an approved activity's changes are told: one recorded before edits waited apart from
		// the approved version may quote text that review has not passed.
		if (activity?.status === 'approved' && activity.contentApproved) {
			const written = await queryRows<{ id: number; userId: number }>(
				tx,
				sql`INSERT INTO ${messages} (user_id, kind, title, body, activity_id, created_at)
					SELECT ${joins.userId}, 'change', ${`活动信息变更：${activity.title}`},
						${changeNoticeBody(activity.title, change.changes)}, ${joins.activityId},
						${now.toISOString()}::timestamptz
					FROM ${joins} WHERE ${joins.activityId} = ${change.activityId}
					RETURNING id, user_id AS "userId"`,
			);
			await queueSmsNotices(tx, written, 'change', {
				title: activity.title,
				detail: changeNoticeDetail(change.changes),
			});
			sent = written.length;
		}
		await tx
			.update(activityChanges)
			.set({ notifiedAt: now })
			.where(eq(activityChanges.id, changeId));
		return sent;
	});
}

/** Changes whose job did not run (the server stopped between the edit and its job). */
export async function listUnsentChanges(db: Db, olderThan: Date): Promise<number[]> {
	const rows = await db
		.select({ id: activityChanges.id })
		.from(activityChanges)
		.where(and(isNull(activityChanges.notifiedAt), lt(activityChanges.createdAt, olderThan)))
		.orderBy(asc(activityChanges.id))
		.limit(100);
	return rows.map((row) => row.id);
}
