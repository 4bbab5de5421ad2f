import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MyRegistration, WaitlistEntry } from '../../../lib/api/activity-types';
import type { CertificateOffer } from '../../../lib/api/certificate-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { activities, joins, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { toActivitySummary } from '../activities/present';
import { isPublicActivity, publicActivityCondition } from '../activities/visibility';
import { certificateOffers } from '../certificates/offers';
import { registrationOf } from './state';
import { cancelClosedReason } from './window';

/** The caller's registration of one public activity and what they may do. */
export async function getMyRegistration(
	db: Db,
	input: { activityId: number; userId: number; now: Date },
): Promise<MyRegistration> {
	const [row] = await db.select().from(activities).where(eq(activities.id, input.activityId));
	if (!row || !isPublicActivity(row)) throw refuse.notFound();
	return registrationOf(db, row, input.userId, input.now);
}

/** Most queues a user is shown in 我报名的; more is not a realistic use. */
const WAITLIST_SHOWN = 100;

/** The activities a user waits for, with the place in each queue, the earliest start first. */
export async function listMyWaitlist(db: Db, userId: number, now: Date): Promise<WaitlistEntry[]> {
	const rows = await db
		.select({
			row: activities,
			joinedAt: waitlist.createdAt,
			position: sql<number>`(SELECT count(*) FROM ${waitlist} AS ahead
				WHERE ahead.activity_id = ${waitlist.activityId} AND ahead.id <= ${waitlist.id})`.mapWith(
				Number,
			),
		})
		.from(waitlist)
		.innerJoin(activities, eq(activities.id, waitlist.activityId))
		.where(and(eq(waitlist.userId, userId), publicActivityCondition))
		.orderBy(asc(activities.startAt), asc(waitlist.id))
		.limit(WAITLIST_SHOWN);
	return rows.map((entry) => ({
		activity: toActivitySummary(entry.row, now),
		position: entry.position,
		joined_at: formatBusinessTime(entry.joinedAt),
	}));
}

/** For 我报名的: each joined activity's registration number, and whether it may still be cancelled. */
export async function joinedRegistrations(
	db: Db,
	userId: number,
	rows: readonly (typeof activities.$inferSelect)[],
	now: Date,
): Promise<
	Map<
		number,
		{ id: number | null; canCancel: boolean; promoted: boolean; certificates: CertificateOffer[] }
	>
> {
	const found = rows.length
		? await db
				.select({
					activityId: joins.activityId,
					id: joins.id,
					promotedAt: joins.promotedAt,
					checkedInAt: joins.checkedInAt,
					volunteerHours: joins.volunteerHours,
				})
				.from(joins)
				.where(
					and(
						eq(joins.userId, userId),
						inArray(
							joins.activityId,
							rows.map((row) => row.id),
						),
					),
				)
		: [];
	const byActivity = new Map(found.map((entry) => [entry.activityId, entry]));
	return new Map(
		rows.map((row) => {
			const entry = byActivity.get(row.id);
			return [
				row.id,
				{
					id: entry?.id ?? null,
					canCancel: entry !== undefined && cancelClosedReason(row, entry, now) === null,
					promoted: (entry?.promotedAt ?? null) !== null,
					certificates: entry ? certificateOffers(entry) : [],
				},
			];
		}),
	);
}
