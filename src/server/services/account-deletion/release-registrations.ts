import { and, eq, sql } from 'drizzle-orm';
import { activities, joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import { lockAnyActivity } from '../registration/lock';
import { promoteFromWaitlist } from '../registration/promote';

const ERASED_DETAILS = { name: '', mobile: '', organization: '' };

/**
 * Leaves every queue and gives up every seat of an activity not yet ended and not checked in, as a
 * cancel does (the seat goes to the first in the queue). A registration of an ended activity, or
 * one checked in, stays with its details erased, so that the activity's counts do not change.
 * Activities are locked in id order, as every other seat change takes them one at a time.
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
	if (freed > 0) await promoteFromWaitlist(tx, row, now);
}
