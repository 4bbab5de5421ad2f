import { and, eq, sql } from 'drizzle-orm';
import { activities, joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import { noticeTitle } from '../activities/visibility';
import { notifyUsers } from '../messages';
import { lockAnyActivity } from '../registration/lock';
import { promoteFromWaitlist } from '../registration/promote';

const ERASED_DETAILS = { name: '', mobile: '', organization: '' };

/**
 * Leaves every queue and gives up every seat of an activity not yet ended and not checked in, as a
 * cancel does (the seat goes to the first in the queue), and tells each organiser that a seat or a
 * queue place was given up, naming no one. A registration of an ended activity, or one checked in,
 * stays with its details erased, so that the activity's counts do not change. Activities are locked
 * in id order, as every other seat change takes them one at a time.
 */
export async function releaseRegistrations(tx: Db, userId: number, now: Date): Promise<void> {
	const held = await tx
		.select({ activityId: joins.activityId })
		.from(joins)
		.where(eq(joins.userId, userId));
	const queued = await tx
		.select({ activityId: waitlist.activityId })
		.from(waitlist)
		.where(eq(waitlist.userId, userId));
	const ids = [...new Set([...held, ...queued].map((row) => row.activityId))].sort((a, b) => a - b);
	for (const activityId of ids) await releaseOne(tx, activityId, userId, now);
}

async function releaseOne(tx: Db, activityId: number, userId: number, now: Date): Promise<void> {
	let row = await lockAnyActivity(tx, activityId);
	const left = await tx
		.delete(waitlist)
		.where(and(eq(waitlist.activityId, activityId), eq(waitlist.userId, userId)))
		.returning({ id: waitlist.id });
	const mine = and(eq(joins.activityId, activityId), eq(joins.userId, userId));
	const [seat] = await tx.select({ checkedInAt: joins.checkedInAt }).from(joins).where(mine);
	const releasable = seat && seat.checkedInAt === null && row.endAt.getTime() > now.getTime();
	if (seat && !releasable) await tx.update(joins).set(ERASED_DETAILS).where(mine);
	const freed = releasable ? (await tx.delete(joins).where(mine).returning()).length : 0;
	if (left.length === 0 && freed === 0) return;
	const [updated] = await tx
		.update(activities)
		.set({
			joinCount: sql`${activities.joinCount} - ${freed}`,
			waitlistCount: sql`${activities.waitlistCount} - ${left.length}`,
		})
		.where(eq(activities.id, activityId))
		.returning();
	row = updated ?? row;
	const promoted = freed > 0 ? await promoteFromWaitlist(tx, row, now) : row;
	if (row.ownerId === userId) return;
	await notifyUsers(tx, [row.ownerId], {
		kind: 'system',
		title: '报名者注销账号',
		body: organiserNotice(noticeTitle(row), freed > 0, promoted.joinCount > row.joinCount),
		activityId: row.id,
	});
}

function organiserNotice(title: string, seatFreed: boolean, seatTaken: boolean): string {
	if (!seatFreed) return `活动「${title}」有一位候补者注销了账号，已离开候补名单。`;
	const seat = seatTaken ? '空出的名额已按候补顺序递补' : '空出的名额已重新开放报名';
	return `活动「${title}」有一位报名者注销了账号，其报名已取消，${seat}。`;
}
