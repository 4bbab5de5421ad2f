import { and, eq, inArray, ne } from 'drizzle-orm';
import { activities, activityEdits, joins } from '../../db/schema';
import type { Db } from '../../db/types';
import { noticeTitle } from '../activities/visibility';
import { notifyUsers } from '../messages';

/**
 * The activities of a closed account: an approved one that has not ended stays public under its
 * organisation's name, without the person's contact name and number; any other is withdrawn
 * (cancelled and hidden), and those who joined one not yet ended are told as on a cancel.
 * A waiting edit is dropped either way: it may carry the person's details.
 */
export async function settleOwnedActivities(tx: Db, ownerId: number, now: Date): Promise<void> {
	const owned = await tx
		.select()
		.from(activities)
		.where(eq(activities.ownerId, ownerId))
		.orderBy(activities.id)
		.for('update');
	if (owned.length === 0) return;
	await tx.delete(activityEdits).where(
		inArray(
			activityEdits.activityId,
			owned.map((row) => row.id),
		),
	);
	for (const row of owned) {
		const upcoming = row.endAt.getTime() > now.getTime();
		const stays = row.status === 'approved' && upcoming;
		await tx
			.update(activities)
			.set({
				contactName: '',
				contactPhone: '',
				updatedAt: now,
				...(stays ? {} : { status: 'cancelled' as const, contentApproved: false }),
			})
			.where(eq(activities.id, row.id));
		if (stays || !upcoming || row.status === 'cancelled') continue;
		const joined = await tx
			.select({ userId: joins.userId })
			.from(joins)
			.where(and(eq(joins.activityId, row.id), ne(joins.userId, ownerId)));
		await notifyUsers(
			tx,
			joined.map((entry) => entry.userId),
			{
				kind: 'system',
				title: '活动已取消',
				body: `您报名的活动「${noticeTitle(row)}」已被主办方取消。`,
				activityId: row.id,
			},
		);
	}
}
