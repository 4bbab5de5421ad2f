import { desc, eq, sql } from 'drizzle-orm';
import type { Participant, ToggleResult } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { Actor } from '../../access/actor';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, collects, joins, thumbs, users } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import { refuse } from '../../domain-error';
import { maskMobile } from '../users';
import { publicActivityCondition } from './visibility';

const TOGGLES = {
	collect: { table: collects, counter: activities.collectCount },
	thumb: { table: thumbs, counter: activities.thumbCount },
} as const;

export type ToggleKind = keyof typeof TOGGLES;

/**
 * Sets (state 1), clears (state 0) or flips (no state) a collect or thumb. The counter moves only
 * when a row was really inserted or deleted, so it always equals the rows. One statement: a like
 * is the commonest write, and each round trip to the database costs more than the work itself.
 */
export async function toggleMark(
	db: Db,
	kind: ToggleKind,
	input: { activityId: number; userId: number; state?: number | undefined; now: Date },
): Promise<ToggleResult> {
	const { table, counter } = TOGGLES[kind];
	const { activityId, userId, now } = input;
	const state = input.state ?? null;
	const count = sql.identifier(counter.name);
	const [row] = await queryRows<{ found: boolean; active: boolean; count: number | null }>(
		db,
		sql`WITH target AS (
			SELECT ${activities.id} FROM ${activities}
			WHERE ${activities.id} = ${activityId} AND ${publicActivityCondition}
		), wanted AS (
			SELECT coalesce(${state}::integer = 1, NOT EXISTS (
				SELECT 1 FROM ${table} WHERE activity_id = ${activityId} AND user_id = ${userId}
			)) AS active
		), added AS (
			INSERT INTO ${table} (activity_id, user_id, created_at)
			SELECT ${activityId}, ${userId}, ${now} FROM target, wanted WHERE wanted.active
			ON CONFLICT DO NOTHING RETURNING 1
		), removed AS (
			DELETE FROM ${table} USING target, wanted
			WHERE NOT wanted.active AND activity_id = ${activityId} AND user_id = ${userId}
			RETURNING 1
		), counted AS (
			UPDATE ${activities}
			SET ${count} = ${count} + (SELECT count(*) FROM added) - (SELECT count(*) FROM removed)
			WHERE ${activities.id} IN (SELECT id FROM target)
			RETURNING ${count} AS count
		)
		SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT active FROM wanted) AS active,
			(SELECT count FROM counted) AS count`,
	);
	if (!row?.found) throw refuse.notFound();
	return { active: row.active, count: Number(row.count ?? 0) };
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
