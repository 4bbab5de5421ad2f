import { and, eq, sql } from 'drizzle-orm';
import type { MyRegistration } from '../../../lib/api/activity-types';
import { ApiError, CODES } from '../../api/errors';
import { activities, joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import { lockActivity } from './lock';
import { promoteFromWaitlist } from './promote';
import { registrationOf } from './state';
import { changesClosedReason } from './window';

interface Request {
	activityId: number;
	userId: number;
	now: Date;
}

/**
 * Cancels the caller's registration: the row and its details are deleted, the seat goes at once to
 * the first in the queue, all in one transaction. Idempotent: not joined answers the state as it is.
 */
export async function cancelRegistration(db: Db, request: Request): Promise<MyRegistration> {
	return db.transaction(async (tx) => {
		let row = await lockActivity(tx, request.activityId);
		const mine = and(eq(joins.activityId, row.id), eq(joins.userId, request.userId));
		const [held] = await tx.select({ id: joins.id }).from(joins).where(mine);
		if (held) {
			const closed = changesClosedReason(row, request.now, '取消报名');
			if (closed) throw new ApiError(CODES.notJoinable, closed);
			const gone = await tx.delete(joins).where(mine).returning({ id: joins.id });
			const [updated] = await tx
				.update(activities)
				.set({ joinCount: sql`${activities.joinCount} - ${gone.length}` })
				.where(eq(activities.id, row.id))
				.returning();
			row = await promoteFromWaitlist(tx, updated ?? row, request.now);
		}
		return registrationOf(tx, row, request.userId, request.now);
	});
}

/** Leaves an activity's queue; idempotent, and open whatever the time. */
export async function leaveWaitlist(db: Db, request: Request): Promise<MyRegistration> {
	return db.transaction(async (tx) => {
		let row = await lockActivity(tx, request.activityId);
		const gone = await tx
			.delete(waitlist)
			.where(and(eq(waitlist.activityId, row.id), eq(waitlist.userId, request.userId)))
			.returning({ id: waitlist.id });
		if (gone.length > 0) {
			const [updated] = await tx
				.update(activities)
				.set({ waitlistCount: sql`${activities.waitlistCount} - ${gone.length}` })
				.where(eq(activities.id, row.id))
				.returning();
			row = updated ?? row;
		}
		return registrationOf(tx, row, request.userId, request.now);
	});
}
