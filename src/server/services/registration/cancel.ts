import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MyRegistration } from '../../../lib/api/activity-types';
import { activities, joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import type { ActivityRow } from '../activities/present';
import { isPublicActivity } from '../activities/visibility';
import { lockAnyActivity } from './lock';
import { promoteFromWaitlist } from './promote';
import { registrationOf } from './state';
import { cancelClosedReason } from './window';

interface Request {
	activityId: number;
	userId: number;
	now: Date;
}

/** Leaving works whatever the review state; who holds nothing learns nothing of a hidden activity. */
function assertVisibleTo(row: ActivityRow, holdsSomething: boolean): void {
	if (!holdsSomething && !isPublicActivity(row)) throw refuse.notFound();
}

export interface Cancellation {
	registration: MyRegistration;
	/** How many people the freed seat took from the queue (their notices are written). */
	promoted: number;
}

/**
 * Cancels the caller's registration: the row and its details are deleted, the seat goes at once to
 * the first in the queue, all in one transaction. Idempotent: not joined answers the state as it is.
 * A checked-in registration is refused (cancelClosedReason).
 */
export async function cancelRegistration(db: Db, request: Request): Promise<Cancellation> {
	return db.transaction(async (tx) => {
		let row = await lockAnyActivity(tx, request.activityId);
		let promoted = 0;
		const mine = and(eq(joins.activityId, row.id), eq(joins.userId, request.userId));
		const [held] = await tx.select({ checkedInAt: joins.checkedInAt }).from(joins).where(mine);
		assertVisibleTo(row, held !== undefined);
		if (held) {
			const closed = cancelClosedReason(row, held, request.now);
			if (closed) throw new DomainError('closed', closed);
			const gone = await tx
				.delete(joins)
				.where(and(mine, isNull(joins.checkedInAt)))
				.returning({ id: joins.id });
			const [updated] = await tx
				.update(activities)
				.set({ joinCount: sql`${activities.joinCount} - ${gone.length}` })
				.where(eq(activities.id, row.id))
				.returning();
			const freed = updated ?? row;
			row = await promoteFromWaitlist(tx, freed, request.now);
			promoted = freed.waitlistCount - row.waitlistCount;
		}
		return { registration: await registrationOf(tx, row, request.userId, request.now), promoted };
	});
}

/** Leaves an activity's queue; idempotent, and open whatever the time and the review state. */
export async function leaveWaitlist(db: Db, request: Request): Promise<MyRegistration> {
	return db.transaction(async (tx) => {
		let row = await lockAnyActivity(tx, request.activityId);
		const gone = await tx
			.delete(waitlist)
			.where(and(eq(waitlist.activityId, row.id), eq(waitlist.userId, request.userId)))
			.returning({ id: waitlist.id });
		assertVisibleTo(row, gone.length > 0);
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
