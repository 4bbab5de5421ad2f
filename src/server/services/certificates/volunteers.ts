import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, joins } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';

/**
 * Marks a registration of the activity a 志愿者 with the hours served (0 unmarks it), for a
 * volunteer certificate; those who hold the activity may.
 */
export async function markVolunteer(
	db: Db,
	input: { activityId: number; registrationId: number; hours: number; actor: Actor },
): Promise<{ registration_id: number; volunteer_hours: number | null }> {
	const [activity] = await db.select().from(activities).where(eq(activities.id, input.activityId));
	if (!activity) throw refuse.notFound();
	requireMay(input.actor, 'mark-volunteers', activityRecord(activity));
	const hours = input.hours > 0 ? input.hours : null;
	const [updated] = await db
		.update(joins)
		.set({ volunteerHours: hours, volunteerMarkedBy: hours === null ? null : input.actor.userId })
		.where(and(eq(joins.activityId, input.activityId), eq(joins.id, input.registrationId)))
		.returning({ id: joins.id, hours: joins.volunteerHours });
	if (!updated) throw refuse.notFound('该活动没有这条报名记录（registration_id）');
	return { registration_id: updated.id, volunteer_hours: updated.hours };
}
