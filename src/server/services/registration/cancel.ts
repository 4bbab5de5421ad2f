import type { MyRegistration } from '../../../lib/api/activity-types';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { isPublicActivity } from '../activities/visibility';
import { giveUpSeat, leaveQueue } from './cancel-statements';
import { lockSeats, type SeatRow } from './lock';
import { promoteFromWaitlist } from './promote';
import { describeRegistration, HOLDS_NOTHING, registrationOf } from './state';
import { cancelClosedReason } from './window';

interface Request {
	activityId: number;
	userId: number;
	now: Date;
}

/** Leaving works whatever the review state; who holds nothing learns nothing of a hidden activity. */
function assertVisibleTo(row: SeatRow, holdsSomething: boolean): void {
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
		const row = await lockSeats(tx, request.activityId);
		const cancellable = cancelClosedReason(row, { checkedInAt: null }, request.now) === null;
		const given = await giveUpSeat(tx, row.id, request.userId, cancellable);
		assertVisibleTo(row, given.held);
		if (given.held) {
			const closed = cancelClosedReason(row, given, request.now);
			if (closed) throw new DomainError('closed', closed);
		}
		const served =
			given.joinCount === null
				? row
				: await promoteFromWaitlist(tx, { ...row, joinCount: given.joinCount }, request.now);
		const promoted = row.waitlistCount - served.waitlistCount;
		const registration = given.queued
			? await registrationOf(tx, served, request.userId, request.now)
			: describeRegistration(served, HOLDS_NOTHING, request.now);
		return { registration, promoted };
	});
}

/** Leaves an activity's queue; idempotent, and open whatever the time and the review state. */
export async function leaveWaitlist(db: Db, request: Request): Promise<MyRegistration> {
	return db.transaction(async (tx) => {
		const row = await lockSeats(tx, request.activityId);
		const left = await leaveQueue(tx, row.id, request.userId);
		assertVisibleTo(row, left.left);
		const after = left.waitlistCount === null ? row : { ...row, waitlistCount: left.waitlistCount };
		if (left.joined) return registrationOf(tx, after, request.userId, request.now);
		return describeRegistration(after, HOLDS_NOTHING, request.now);
	});
}
