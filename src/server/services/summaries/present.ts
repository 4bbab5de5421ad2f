import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { ActivitySummary } from '../../../lib/api/summary-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { type activitySummaries, joins } from '../../db/schema';
import type { Queryable } from '../../db/types';

/** The people who checked in at an activity. */
export async function checkinsOf(db: Queryable, activityId: number): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(joins)
		.where(and(eq(joins.activityId, activityId), isNotNull(joins.checkedInAt)));
	return row?.n ?? 0;
}

/** A stored summary as the API answers it, with the check-ins counted now. */
export function toSummary(
	row: typeof activitySummaries.$inferSelect,
	checkins: number,
): ActivitySummary {
	return {
		id: row.id,
		activity_id: row.activityId,
		content: row.content,
		photos: row.photos,
		video: row.video,
		checkins,
		walk_ins: row.walkIns,
		people_reached: checkins + row.walkIns,
		status: row.status,
		reject_reason: row.rejectReason,
		updated_at: formatBusinessTime(row.updatedAt),
	};
}
