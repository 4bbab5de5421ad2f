import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { activityRecord, organisationRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { findOrganisation } from './find';

/** Moves the activity to its new organisation, in the transaction that saves its edit. */
export type MoveOrganisation = (tx: Db) => Promise<void>;

/**
 * The move of an activity to another organisation on its edit (`chosen`), checked before anything
 * is saved: whoever may edit it (a member of its organisation) and belongs to the other one too.
 * Null when nothing moves: no choice, or its own organisation.
 */
export async function organisationMove(
	db: Db,
	input: { actor: Actor; activityId: number; chosen: number | undefined },
): Promise<MoveOrganisation | null> {
	if (input.chosen === undefined) return null;
	const [row] = await db.select().from(activities).where(eq(activities.id, input.activityId));
	if (!row) throw refuse.notFound();
	requireMay(input.actor, 'edit', activityRecord(row));
	if (row.organisationId === input.chosen) return null;
	const target = await findOrganisation(db, input.chosen);
	if (!may(input.actor, 'publish', organisationRecord(target))) {
		throw refuse.forbidden(
			`发布单位：只有同时是两个单位成员的人才能把活动移到另一个单位，您不是「${target.name}」的成员`,
		);
	}
	const organisationId = target.id;
	return async (tx) => {
		await tx.update(activities).set({ organisationId }).where(eq(activities.id, input.activityId));
	};
}
