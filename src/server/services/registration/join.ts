import type { JoinResult, MyRegistration } from '../../../lib/api/activity-types';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { type Admitted, admit, type JoinRequest } from './admit';
import { enterQueue, takeSeat } from './join-statements';
import { freeSeats, lockPublicSeats, type SeatRow } from './lock';
import { promoteFromWaitlist, queueWaitsForSeats } from './promote';
import { describeRegistration, heldSeatOf, registrationOf } from './state';

/** The caller's registration when they hold a seat: joining again answers it, not a refusal. */
async function seatHeld(
	tx: Db,
	row: SeatRow,
	request: JoinRequest,
): Promise<MyRegistration | null> {
	const seat = await heldSeatOf(tx, row.id, request.userId);
	return seat ? describeRegistration(row, { seat, place: null }, request.now) : null;
}

type Admission = { row: SeatRow; details: Admitted } | { held: MyRegistration };

/**
 * Locks the activity and makes the checks before the caller's seat or queue place; `refusal` adds
 * the caller's own. Idempotent: a caller who holds a seat gets it back instead. Whether they do is
 * asked only where it changes the outcome (a refusal, or a queue to serve first); otherwise the
 * write that follows finds out, so that the common join reads nothing before it.
 */
async function admitCaller(
	tx: Db,
	request: JoinRequest,
	refusal: (row: SeatRow) => DomainError | null,
): Promise<Admission> {
	const row = await lockPublicSeats(tx, request.activityId);
	if (queueWaitsForSeats(row, request.now)) {
		// The queue is served before the caller's seat; a caller holding one changes nothing.
		const held = await seatHeld(tx, row, request);
		if (held) return { held };
		const details = admit(row, request);
		const served = await promoteFromWaitlist(tx, row, request.now);
		const seated = served === row ? null : await seatHeld(tx, served, request);
		if (seated) return { held: seated };
		const refused = refusal(served);
		if (refused) throw refused;
		return { row: served, details };
	}
	try {
		const details = admit(row, request);
		const refused = refusal(row);
		if (refused) throw refused;
		return { row, details };
	} catch (error) {
		const held = error instanceof DomainError ? await seatHeld(tx, row, request) : null;
		if (held) return { held };
		throw error;
	}
}

/** Seats the caller on a free seat of the locked activity, or answers the seat they hold. */
async function seatCaller(
	tx: Db,
	row: SeatRow,
	request: JoinRequest,
	details: Admitted,
): Promise<MyRegistration> {
	const seat = await takeSeat(tx, row, request, details);
	if (!seat) return registrationOf(tx, row, request.userId, request.now);
	const { id, joinCount, waitlistCount } = seat;
	const held = { ...details, id, promotedAt: null, checkedInAt: null, volunteerHours: null };
	return describeRegistration(
		{ ...row, joinCount, waitlistCount },
		{ seat: held, place: null },
		request.now,
	);
}

/**
 * Joins an activity while registration is open and a seat is free; idempotent. Every change of an
 * activity's seats holds its row lock (lockSeats), so concurrent joins never exceed the capacity,
 * and seats freed earlier go to the queue first.
 */
export async function joinActivity(db: Db, request: JoinRequest): Promise<JoinResult> {
	const registration = await db.transaction(async (tx) => {
		const admitted = await admitCaller(tx, request, (row) =>
			freeSeats(row) === 0 ? new DomainError('full', '名额已满') : null,
		);
		if ('held' in admitted) return admitted.held;
		return seatCaller(tx, admitted.row, request, admitted.details);
	});
	return {
		joined: true,
		join_count: registration.join_count,
		capacity: registration.capacity,
		registration,
	};
}

/**
 * Joins the queue of a full activity (its waitlist switched on); a free seat is taken at once
 * instead. Idempotent: the place in the queue is kept.
 */
export async function joinWaitlist(db: Db, request: JoinRequest): Promise<MyRegistration> {
	return db.transaction(async (tx) => {
		const admitted = await admitCaller(tx, request, (row) =>
			freeSeats(row) === 0 && !row.waitlistEnabled
				? new DomainError('closed', '该活动未开启候补')
				: null,
		);
		if ('held' in admitted) return admitted.held;
		const { row, details } = admitted;
		if (freeSeats(row) > 0) return seatCaller(tx, row, request, details);
		const place = await enterQueue(tx, row, request, details);
		if (!place) return registrationOf(tx, row, request.userId, request.now);
		return describeRegistration(
			{ ...row, waitlistCount: place.waitlistCount },
			{ seat: null, place: { ...details, position: place.position } },
			request.now,
		);
	});
}
