import { and, eq, or } from 'drizzle-orm';
import { activities } from '../../db/schema';
import type { ActivityRow } from './present';

/**
 * Everyone may see an approved activity, and a cancelled one only when it was cancelled with
 * approved content: cancelling a pending or rejected activity, or one whose edit waits for review,
 * must not publish content that review never saw.
 */
export function isPublicActivity(row: Pick<ActivityRow, 'status' | 'contentApproved'>): boolean {
	return row.status === 'approved' || (row.status === 'cancelled' && row.contentApproved);
}

/** `isPublicActivity` as a condition on the activities table. */
export const publicActivityCondition = or(
	eq(activities.status, 'approved'),
	and(eq(activities.status, 'cancelled'), eq(activities.contentApproved, true)),
);

/** Why one's activity is not public, as its owner reads it: the takedown's reason, else review's. */
export function ownerReason(row: Pick<ActivityRow, 'status' | 'rejectReason' | 'takedownReason'>) {
	return row.status === 'taken_down' ? row.takedownReason : row.rejectReason;
}

/**
 * How notices, messages and texts name an activity: its title once review passed it, else only its
 * number, so that no notice carries a title review never saw.
 */
export function noticeTitle(row: Pick<ActivityRow, 'id' | 'title' | 'contentApproved'>): string {
	return row.contentApproved ? row.title : `编号 ${row.id}`;
}
