import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import type { ActivityRow } from '../activities/present';
import { isPublicActivity } from '../activities/visibility';

/**
 * Reads an activity in any review state and locks its row for the rest of the transaction: every
 * change to its seats, queue and check-ins (join, cancel, waitlist, capacity, check-in) takes this
 * lock first, so they happen one after another per activity and the queue is served in order.
 */
export async function lockAnyActivity(tx: Db, activityId: number): Promise<ActivityRow> {
	const [row] = await tx
		.select()
		.from(activities)
		.where(eq(activities.id, activityId))
		.for('update');
	if (!row) throw refuse.notFound();
	return row;
}

/** lockAnyActivity for what only a public activity allows (joining, the queue's entry). */
export async function lockActivity(tx: Db, activityId: number): Promise<ActivityRow> {
	const row = await lockAnyActivity(tx, activityId);
	if (!isPublicActivity(row)) throw refuse.notFound();
	return row;
}

/** Seats left, Infinity without a capacity. */
export function freeSeats(row: Pick<ActivityRow, 'capacity' | 'joinCount'>): number {
	return row.capacity === null
		? Number.POSITIVE_INFINITY
		: Math.max(0, row.capacity - row.joinCount);
}
