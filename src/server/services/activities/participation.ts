import { and, desc, eq, sql } from 'drizzle-orm';
import type { Participant, ToggleResult } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { Actor } from '../../access/actor';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, collects, joins, thumbs, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { maskMobile } from '../users';
import { isPublicActivity } from './visibility';

const TOGGLES = {
	collect: { table: collects, counter: activities.collectCount, column: 'collectCount' },
	thumb: { table: thumbs, counter: activities.thumbCount, column: 'thumbCount' },
} as const;

export type ToggleKind = keyof typeof TOGGLES;

/**
 * Sets (state 1), clears (state 0) or flips (no state) a collect or thumb. The counter moves only
 * when a row was really inserted or deleted, so it always equals the rows.
 */
export async function toggleMark(
	db: Db,
	kind: ToggleKind,
	input: { activityId: number; userId: number; state?: number | undefined; now: Date },
): Promise<ToggleResult> {
	const { table, counter, column } = TOGGLES[kind];
	const [activity] = await db
		.select({ status: activities.status, contentApproved: activities.contentApproved })
		.from(activities)
		.where(eq(activities.id, input.activityId));
	if (!activity || !isPublicActivity(activity)) throw refuse.notFound();
	const key = and(eq(table.activityId, input.activityId), eq(table.userId, input.userId));
	return db.transaction(async (tx) => {
		const existing = await tx.select({ userId: table.userId }).from(table).where(key);
		const wanted = input.state === undefined ? existing.length === 0 : input.state === 1;
		const changed = wanted
			? await tx
					.insert(table)
					.values({ activityId: input.activityId, userId: input.userId, createdAt: input.now })
					.onConflictDoNothing()
					.returning({ userId: table.userId })
			: await tx.delete(table).where(key).returning({ userId: table.userId });
		const delta = changed.length === 0 ? 0 : wanted ? 1 : -1;
		const [row] = await tx
			.update(activities)
			.set({ [column]: sql`${counter} + ${delta}` })
			.where(eq(activities.id, input.activityId))
			.returning({ count: counter });
		return { active: wanted, count: row?.count ?? 0 };
	});
}

/** People who joined an activity, for its owner or an admin (mobile numbers masked). */
export async function listParticipants(
	db: Db,
	input: { activityId: number; actor: Actor },
): Promise<Participant[]> {
	const [activity] = await db
		.select({
			ownerId: activities.ownerId,
			organisationId: activities.organisationId,
			status: activities.status,
			contentApproved: activities.contentApproved,
			provinceCode: activities.provinceCode,
			cityCode: activities.cityCode,
		})
		.from(activities)
		.where(eq(activities.id, input.activityId));
	if (!activity) throw refuse.notFound();
	requireMay(input.actor, 'view-participants', activityRecord(activity));
	const rows = await db
		.select({ id: users.id, showName: users.showName, mobile: users.mobile, at: joins.createdAt })
		.from(joins)
		.innerJoin(users, eq(users.id, joins.userId))
		.where(eq(joins.activityId, input.activityId))
		.orderBy(desc(joins.createdAt));
	return rows.map((row) => ({
		uid: String(row.id),
		show_name: row.showName,
		mobile: maskMobile(row.mobile),
		joined_at: formatBusinessTime(row.at),
	}));
}
