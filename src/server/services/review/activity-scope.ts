import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import type { ActivityAction } from '../../access/policy';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, materials } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { refuse } from '../../domain-error';

const ACCESS_FIELDS = {
	ownerId: activities.ownerId,
	organisationId: activities.organisationId,
	status: activities.status,
	contentApproved: activities.contentApproved,
	provinceCode: activities.provinceCode,
	cityCode: activities.cityCode,
};

/** Refuses an admin's act on an activity outside their region (unknown ids: not found). */
export async function requireActivityInScope(
	db: Queryable,
	actor: Actor,
	activityId: number,
	action: ActivityAction,
): Promise<{ region: string }> {
	const [row] = await db
		.select(ACCESS_FIELDS)
		.from(activities)
		.where(eq(activities.id, activityId));
	if (!row) throw refuse.notFound();
	requireMay(actor, action, activityRecord(row));
	return { region: row.cityCode || row.provinceCode };
}

/** The same for a material, by its activity. */
export async function requireMaterialInScope(
	db: Queryable,
	actor: Actor,
	materialId: number,
): Promise<{ region: string }> {
	const [row] = await db
		.select(ACCESS_FIELDS)
		.from(materials)
		.innerJoin(activities, eq(activities.id, materials.activityId))
		.where(eq(materials.id, materialId));
	if (!row) throw refuse.notFound('资料不存在');
	requireMay(actor, 'review', activityRecord(row));
	return { region: row.cityCode || row.provinceCode };
}
