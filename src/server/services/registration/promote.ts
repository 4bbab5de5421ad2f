import { and, eq, inArray, sql } from 'drizzle-orm';
import { activities, joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ActivityRow } from '../activities/present';
import { noticeTitle } from '../activities/visibility';
import { notifyUsers } from '../messages';
import { queueSmsNotices } from '../sms-notices';
import { freeSeats } from './lock';
import { changesClosedReason } from './window';

/**
 * Gives the free seats of a locked activity to the first people of its queue, in queue order, in
 * the caller's transaction: each leaves the queue, holds a seat marked `promoted_at`, and gets a
 * 站内信 and its SMS copy. Answers the row with its new counters. Nothing moves while registration is closed.
 */
export async function promoteFromWaitlist(
	tx: Db,
	row: ActivityRow,
	now: Date,
): Promise<ActivityRow> {
	const free = freeSeats(row);
	if (free === 0 || row.waitlistCount === 0 || changesClosedReason(row, now) !== null) return row;
	const first = await tx
		.select({ id: waitlist.id })
		.from(waitlist)
		.where(eq(waitlist.activityId, row.id))
		.orderBy(waitlist.id)
		.limit(Number.isFinite(free) ? free : 100_000);
	if (first.length === 0) return row;
	const taken = await tx
		.delete(waitlist)
		.where(
			and(
				eq(waitlist.activityId, row.id),
				inArray(
					waitlist.id,
					first.map((entry) => entry.id),
				),
			),
		)
		.returning();
	taken.sort((a, b) => a.id - b.id);
	const seated = await tx
		.insert(joins)
		.values(
			taken.map((entry) => ({
				activityId: row.id,
				userId: entry.userId,
				name: entry.name,
				mobile: entry.mobile,
				organization: entry.organization,
				under14: entry.under14,
				guardianName: entry.guardianName,
				guardianAgreedAt: entry.guardianAgreedAt,
				createdAt: now,
				promotedAt: now,
			})),
		)
		.onConflictDoNothing()
		.returning({ userId: joins.userId });
	const [updated] = await tx
		.update(activities)
		.set({
			joinCount: sql`${activities.joinCount} + ${seated.length}`,
			waitlistCount: sql`${activities.waitlistCount} - ${taken.length}`,
		})
		.where(eq(activities.id, row.id))
		.returning();
	const told = await notifyUsers(
		tx,
		seated.map((entry) => entry.userId),
		{
			kind: 'waitlist',
			title: '候补成功',
			body: `您候补的活动「${noticeTitle(row)}」有了空位，已为您报名成功。如不能参加，请及时取消报名。`,
			activityId: row.id,
		},
	);
	await queueSmsNotices(tx, told, 'promotion', { title: noticeTitle(row) });
	return updated ?? row;
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
