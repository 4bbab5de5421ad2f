import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import type { ActivityRow } from '../activities/present';
import { isPublicActivity } from '../activities/visibility';

/** What joining, cancelling and serving the queue read of an activity: not its description. */
const SEAT_COLUMNS = {
	id: activities.id,
	title: activities.title,
	status: activities.status,
	contentApproved: activities.contentApproved,
	startAt: activities.startAt,
	endAt: activities.endAt,
	lateChanges: activities.lateChanges,
	capacity: activities.capacity,
	joinCount: activities.joinCount,
	waitlistCount: activities.waitlistCount,
	waitlistEnabled: activities.waitlistEnabled,
	registrationFields: activities.registrationFields,
	asksAge: activities.asksAge,
};

export type SeatRow = Pick<ActivityRow, keyof typeof SEAT_COLUMNS>;

/**
 * Reads the seat columns of an activity in any review state and locks its row for the rest of the
 * transaction: every change to its seats, queue and check-ins (join, cancel, waitlist, capacity,
 * check-in) takes this lock first, so they happen one after another per activity and the queue is
 * served in order. Ask about the caller's seat or place in a later statement, not in this one: a
 * statement that waited for the lock still reads the other tables as they were when it began.
 */
export async function lockSeats(tx: Db, activityId: number): Promise<SeatRow> {
	const [row] = await tx
		.select(SEAT_COLUMNS)
		.from(activities)
		.where(eq(activities.id, activityId))
		.for('update');
	if (!row) throw refuse.notFound();
	return row;
}

/** lockSeats for what only a public activity allows (joining, the queue's entry). */
export async function lockPublicSeats(tx: Db, activityId: number): Promise<SeatRow> {
	const row = await lockSeats(tx, activityId);
	if (!isPublicActivity(row)) throw refuse.notFound();
	return row;
}

/** lockSeats with the whole row, for changes that read more of it (edits, check-in). */
export async function lockAnyActivity(tx: Db, activityId: number): Promise<ActivityRow> {
	const [row] = await tx
		.select()
		.from(activities)
		.where(eq(activities.id, activityId))
		.for('update');
	if (!row) throw refuse.notFound();
	return row;
}

/** Seats left, Infinity without a capacity. */
export function freeSeats(row: Pick<ActivityRow, 'capacity' | 'joinCount'>): number {
	return row.capacity === null
		? Number.POSITIVE_INFINITY
		: Math.max(0, row.capacity - row.joinCount);
}
