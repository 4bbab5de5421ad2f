import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { activities, activitySummaries } from '../../db/schema';
import { yearBounds } from './year';

/**
 * Activities that may be nominated for a year: approved, held that year, over, and with an approved
 * summary (活动总结), the record the awards are chosen from.
 */
export function eligibleActivity(year: number, now: Date): SQL {
	const { from, to } = yearBounds(year);
	return and(
		sql`${activities.status} = 'approved'`,
		gte(activities.startAt, from),
		lt(activities.startAt, to),
		lt(activities.endAt, now),
		hasApprovedSummary,
	) as SQL;
}

const hasApprovedSummary = sql`EXISTS (SELECT 1 FROM ${activitySummaries} s
	WHERE s.activity_id = ${activities.id} AND s.status = 'approved')`;
