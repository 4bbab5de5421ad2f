import { and, eq, sql } from 'drizzle-orm';
import type { JoinResult, MyRegistration } from '../../../lib/api/activity-types';
import {
	REGISTRATION_AGREEMENT_TEXT,
	sharedWithOrganiser,
} from '../../../lib/privacy/registration-sharing';
import {
	checkRegistrationDetails,
	type RegistrationDetails,
	type RegistrationField,
} from '../../../lib/validation/registration-details';
import { checkGuardian, type GuardianInput } from '../../../lib/validation/registration-guardian';
import { activities, joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import type { ActivityRow } from '../activities/present';
import { recordRegistrationConsent } from '../consents';
import { freeSeats, lockActivity } from './lock';
import { promoteFromWaitlist } from './promote';
import { registrationOf } from './state';
import { changesClosedReason } from './window';

export interface JoinRequest {
	activityId: number;
	userId: number;
	details: Partial<Record<RegistrationField, unknown>>;
	guardian: GuardianInput;
	/** The joiner ticked the box sharing what the organiser sees. */
	agreed: boolean;
	ip: string;
	now: Date;
}

/** What a new registration or waitlist place stores. */
type Admitted = RegistrationDetails & {
	under14: boolean | null;
	guardianName: string;
	guardianAgreedAt: Date | null;
};

async function isJoined(tx: Db, activityId: number, userId: number): Promise<boolean> {
	const rows = await tx
		.select({ id: joins.id })
		.from(joins)
		.where(and(eq(joins.activityId, activityId), eq(joins.userId, userId)));
	return rows.length > 0;
}

/**
 * Whether serving the queue (`before` → `after`) seated the caller, who was in it: only a row the
 * promotion changed can have, so the common join, with nobody promoted, asks nothing more.
 */
async function seatedBy(
	tx: Db,
	before: ActivityRow,
	after: ActivityRow,
	userId: number,
): Promise<boolean> {
	return after !== before && isJoined(tx, after.id, userId);
}

/** The checks every join and waitlist join makes on a locked activity, answering the details. */
function admit(row: ActivityRow, request: JoinRequest): Admitted {
	const closed = changesClosedReason(row, request.now);
	if (closed) throw new DomainError('closed', closed);
	const checked = checkRegistrationDetails(
		row.registrationFields as RegistrationField[],
		request.details,
	);
	if ('error' in checked) throw refuse.invalid(checked.error);
	const guardian = checkGuardian(row.asksAge, request.guardian);
	if ('error' in guardian) throw refuse.invalid(guardian.error);
	if (!request.agreed) throw refuse.invalid(`${REGISTRATION_AGREEMENT_TEXT}（agree 为 1）`);
	const { under14, guardianName, guardianAgreed } = guardian.answer;
	return {
		...checked.details,
		under14,
		guardianName,
		guardianAgreedAt: guardianAgreed ? request.now : null,
	};
}

/** The evidence of the joiner's agreement, written with the seat or the place in the queue. */
function recordConsent(tx: Db, row: ActivityRow, request: JoinRequest): Promise<void> {
	return recordRegistrationConsent(tx, {
		userId: request.userId,
		activityId: row.id,
		fields: sharedWithOrganiser(row.registrationFields as RegistrationField[], row.asksAge),
		ip: request.ip,
		now: request.now,
	});
}

/** Takes a free seat of a locked activity for the caller, who leaves its queue if they were in it. */
async function takeSeat(
	tx: Db,
	row: ActivityRow,
	request: JoinRequest,
	details: Admitted,
): Promise<ActivityRow> {
	await tx.insert(joins).values({
		activityId: row.id,
		userId: request.userId,
		...details,
		createdAt: request.now,
	});
	await recordConsent(tx, row, request);
	const left = await tx
		.delete(waitlist)
		.where(and(eq(waitlist.activityId, row.id), eq(waitlist.userId, request.userId)))
		.returning({ id: waitlist.id });
	const [updated] = await tx
		.update(activities)
		.set({
			joinCount: sql`${activities.joinCount} + 1`,
			waitlistCount: sql`${activities.waitlistCount} - ${left.length}`,
		})
		.where(eq(activities.id, row.id))
		.returning();
	if (!updated) throw refuse.notFound();
	return updated;
}

/**
 * Joins an activity while registration is open and a seat is free; idempotent. Every change of an
 * activity's seats holds its row lock (lockActivity), so concurrent joins never exceed the
 * capacity, and seats freed earlier go to the queue first.
 */
export async function joinActivity(db: Db, request: JoinRequest): Promise<JoinResult> {
	const registration = await db.transaction(async (tx) => {
		let row = await lockActivity(tx, request.activityId);
		if (!(await isJoined(tx, row.id, request.userId))) {
			const details = admit(row, request);
			const queueServed = await promoteFromWaitlist(tx, row, request.now);
			const seatedFromQueue = await seatedBy(tx, row, queueServed, request.userId);
			row = queueServed;
			if (!seatedFromQueue) {
				if (freeSeats(row) === 0) throw new DomainError('full', '名额已满');
				row = await takeSeat(tx, row, request, details);
			}
		}
		return registrationOf(tx, row, request.userId, request.now);
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
		let row = await lockActivity(tx, request.activityId);
		if (await isJoined(tx, row.id, request.userId)) {
			return registrationOf(tx, row, request.userId, request.now);
		}
		const details = admit(row, request);
		const queueServed = await promoteFromWaitlist(tx, row, request.now);
		const seatedFromQueue = await seatedBy(tx, row, queueServed, request.userId);
		row = queueServed;
		if (seatedFromQueue) return registrationOf(tx, row, request.userId, request.now);
		if (freeSeats(row) > 0) {
			row = await takeSeat(tx, row, request, details);
			return registrationOf(tx, row, request.userId, request.now);
		}
		if (!row.waitlistEnabled) throw new DomainError('closed', '该活动未开启候补');
		const queued = await tx
			.insert(waitlist)
			.values({ activityId: row.id, userId: request.userId, ...details, createdAt: request.now })
			.onConflictDoNothing()
			.returning({ id: waitlist.id });
		if (queued.length > 0) {
			await recordConsent(tx, row, request);
			const [updated] = await tx
				.update(activities)
				.set({ waitlistCount: sql`${activities.waitlistCount} + 1` })
				.where(eq(activities.id, row.id))
				.returning();
			row = updated ?? row;
		}
		return registrationOf(tx, row, request.userId, request.now);
	});
}
