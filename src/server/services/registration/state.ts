import { and, count, eq, lte } from 'drizzle-orm';
import type { MyRegistration, RegistrationDetailsView } from '../../../lib/api/activity-types';
import { joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ActivityRow } from '../activities/present';
import { certificateOffers } from '../certificates/offers';
import { maskMobile } from '../users';
import { freeSeats } from './lock';
import { cancelClosedReason, changesClosedReason } from './window';

type Details = { name: string; mobile: string; organization: string };

function detailsView(row: Details): RegistrationDetailsView {
	return { name: row.name, mobile: maskMobile(row.mobile), organization: row.organization };
}

/** 1 for the first in the activity's queue. */
async function queuePosition(db: Db, activityId: number, entryId: number): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(waitlist)
		.where(and(eq(waitlist.activityId, activityId), lte(waitlist.id, entryId)));
	return row?.n ?? 1;
}

/**
 * What a viewer (null: nobody logged in) is to an activity and may do: joined, waitlisted at a
 * position, can join, can waitlist, or closed with the reason.
 */
export async function registrationOf(
	db: Db,
	row: ActivityRow,
	userId: number | null,
	now: Date,
): Promise<MyRegistration> {
	const counts = {
		activity_id: row.id,
		join_count: row.joinCount,
		capacity: row.capacity,
		waitlist_count: row.waitlistCount,
	};
	const closed = changesClosedReason(row, now);
	const none = {
		position: null,
		can_cancel: false,
		registration_id: null,
		promoted: false,
		certificates: [],
	};
	if (userId !== null) {
		const [joined] = await db
			.select()
			.from(joins)
			.where(and(eq(joins.activityId, row.id), eq(joins.userId, userId)));
		if (joined) {
			const cancelClosed = cancelClosedReason(row, joined, now);
			return {
				...counts,
				...none,
				state: 'joined',
				reason: cancelClosed ?? '',
				can_cancel: cancelClosed === null,
				registration_id: joined.id,
				promoted: joined.promotedAt !== null,
				details: detailsView(joined),
				certificates: certificateOffers(joined),
			};
		}
		const [waiting] = await db
			.select()
			.from(waitlist)
			.where(and(eq(waitlist.activityId, row.id), eq(waitlist.userId, userId)));
		if (waiting) {
			return {
				...counts,
				...none,
				state: 'waitlisted',
				position: await queuePosition(db, row.id, waiting.id),
				reason: closed ?? '',
				details: detailsView(waiting),
			};
		}
	}
	const open = { ...counts, ...none, details: null };
	if (closed) return { ...open, state: 'closed', reason: closed };
	if (freeSeats(row) > 0) return { ...open, state: 'can_join', reason: '' };
	if (row.waitlistEnabled) return { ...open, state: 'can_waitlist', reason: '' };
	return { ...open, state: 'closed', reason: '名额已满' };
}
