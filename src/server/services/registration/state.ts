import { and, count, eq, lte } from 'drizzle-orm';
import type { MyRegistration, RegistrationDetailsView } from '../../../lib/api/activity-types';
import { joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ActivityRow } from '../activities/present';
import { certificateOffers } from '../certificates/offers';
import { maskMobile } from '../users';
import { freeSeats } from './lock';
import { cancelClosedReason, changesClosedReason } from './window';

/** What of an activity a registration's state reads. */
type RegistrationRow = Pick<
	ActivityRow,
	| 'id'
	| 'joinCount'
	| 'capacity'
	| 'waitlistCount'
	| 'waitlistEnabled'
	| 'status'
	| 'startAt'
	| 'endAt'
	| 'lateChanges'
>;

type Details = { name: string; mobile: string; organization: string };

/** A seat the viewer holds, as their registration shows it. */
export type HeldSeat = Details & {
	id: number;
	promotedAt: Date | null;
	checkedInAt: Date | null;
	volunteerHours: number | null;
};

/** A place in the queue the viewer holds; 1 for the first. */
type QueuePlace = Details & { position: number };

/** The viewer's seat or queue place, or neither (null for both). */
export interface Holding {
	seat: HeldSeat | null;
	place: QueuePlace | null;
}

export const HOLDS_NOTHING: Holding = { seat: null, place: null };

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

/** The seat a person holds at an activity, if any. */
export async function heldSeatOf(
	db: Db,
	activityId: number,
	userId: number,
): Promise<HeldSeat | undefined> {
	const [seat] = await db
		.select({
			id: joins.id,
			name: joins.name,
			mobile: joins.mobile,
			organization: joins.organization,
			promotedAt: joins.promotedAt,
			checkedInAt: joins.checkedInAt,
			volunteerHours: joins.volunteerHours,
		})
		.from(joins)
		.where(and(eq(joins.activityId, activityId), eq(joins.userId, userId)));
	return seat;
}

async function holdingOf(db: Db, activityId: number, userId: number): Promise<Holding> {
	const seat = await heldSeatOf(db, activityId, userId);
	if (seat) return { seat, place: null };
	const [entry] = await db
		.select({
			id: waitlist.id,
			name: waitlist.name,
			mobile: waitlist.mobile,
			organization: waitlist.organization,
		})
		.from(waitlist)
		.where(and(eq(waitlist.activityId, activityId), eq(waitlist.userId, userId)));
	if (!entry) return HOLDS_NOTHING;
	return {
		seat: null,
		place: { ...entry, position: await queuePosition(db, activityId, entry.id) },
	};
}

/**
 * What a viewer holding `holding` is to an activity and may do: joined, waitlisted at a position,
 * can join, can waitlist, or closed with the reason.
 */
export function describeRegistration(
	row: RegistrationRow,
	holding: Holding,
	now: Date,
): MyRegistration {
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
	const { seat, place } = holding;
	if (seat) {
		const cancelClosed = cancelClosedReason(row, seat, now);
		return {
			...counts,
			...none,
			state: 'joined',
			reason: cancelClosed ?? '',
			can_cancel: cancelClosed === null,
			registration_id: seat.id,
			promoted: seat.promotedAt !== null,
			details: detailsView(seat),
			certificates: certificateOffers(seat),
		};
	}
	if (place) {
		return {
			...counts,
			...none,
			state: 'waitlisted',
			position: place.position,
			reason: closed ?? '',
			details: detailsView(place),
		};
	}
	const open = { ...counts, ...none, details: null };
	if (closed) return { ...open, state: 'closed', reason: closed };
	if (freeSeats(row) > 0) return { ...open, state: 'can_join', reason: '' };
	if (row.waitlistEnabled) return { ...open, state: 'can_waitlist', reason: '' };
	return { ...open, state: 'closed', reason: '名额已满' };
}

/** describeRegistration for a viewer (null: nobody logged in), reading what they hold. */
export async function registrationOf(
	db: Db,
	row: RegistrationRow,
	userId: number | null,
	now: Date,
): Promise<MyRegistration> {
	const holding = userId === null ? HOLDS_NOTHING : await holdingOf(db, row.id, userId);
	return describeRegistration(row, holding, now);
}
