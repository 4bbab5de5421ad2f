import { and, eq, gte, inArray, lte, max, sql, sum } from 'drizzle-orm';
import { pageViewEventFor } from '../../../lib/analytics-config';
import type { ActivityViews } from '../../../lib/api/participant-types';
import { formatBusinessDate } from '../../../lib/beijing-time';
import { calendarDaysEndingOn, DAY_MS } from '../../../lib/calendar-days';
import type { Actor } from '../../access/actor';
import { activities, analyticsDaily } from '../../db/schema';
import type { Db } from '../../db/types';
import { loadManagedActivity } from './access';

const PAGE_VIEW_EVENTS = [pageViewEventFor('desktop'), pageViewEventFor('mobile')];

/**
 * An activity's page views per day from the daily roll-up, for its owner or an admin: the `days`
 * days up to the last one counted (yesterday before the first roll-up); and the detail page's own
 * counter, a different measure (once per visitor in half an hour, at once), so that the organiser
 * sees both figures named rather than two that seem to disagree.
 */
export async function getActivityViews(
	db: Db,
	query: { id: number; days: number },
	actor: Actor,
	now: Date,
): Promise<ActivityViews> {
	const activity = await loadManagedActivity(db, query.id, actor);
	const [latest] = await db.select({ day: max(analyticsDaily.day) }).from(analyticsDaily);
	const countedThrough = latest?.day ?? null;
	const last = countedThrough ?? formatBusinessDate(now.getTime() - DAY_MS);
	const days = calendarDaysEndingOn(last, query.days);
	const rows = await db
		.select({ day: analyticsDaily.day, views: sum(analyticsDaily.events).mapWith(Number) })
		.from(analyticsDaily)
		.where(
			and(
				eq(analyticsDaily.activityId, String(activity.id)),
				sql`${analyticsDaily.activityId} <> ''`,
				gte(analyticsDaily.day, days[0] ?? ''),
				lte(analyticsDaily.day, days[days.length - 1] ?? ''),
				inArray(analyticsDaily.event, PAGE_VIEW_EVENTS),
			),
		)
		.groupBy(analyticsDaily.day);
	const [counter] = await db
		.select({ views: activities.viewCount })
		.from(activities)
		.where(eq(activities.id, activity.id));
	const byDay = new Map(rows.map((row) => [row.day, row.views]));
	const series = days.map((date) => ({ date, views: byDay.get(date) ?? 0 }));
	return {
		days: series,
		total: series.reduce((sum, day) => sum + day.views, 0),
		counted_through: countedThrough,
		view_count: counter?.views ?? 0,
	};
}
