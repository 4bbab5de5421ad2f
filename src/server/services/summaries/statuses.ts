import { inArray } from 'drizzle-orm';
import type { SummaryStatus } from '../../../lib/api/summary-types';
import { activitySummaries } from '../../db/schema';
import type { Db } from '../../db/types';

/** The review status of each listed activity's summary, for those that have one. */
export async function summaryStatusesOf(
	db: Db,
	activityIds: readonly number[],
): Promise<Map<number, SummaryStatus>> {
	if (activityIds.length === 0) return new Map();
	const rows = await db
		.select({ activityId: activitySummaries.activityId, status: activitySummaries.status })
		.from(activitySummaries)
		.where(inArray(activitySummaries.activityId, [...activityIds]));
	return new Map(rows.map((row) => [row.activityId, row.status]));
}
