import { type SQL, sql } from 'drizzle-orm';
import type { StatsRow } from '../../../lib/api/stats-types';
import { MAX_RANGE_DAYS, type StatsFilter } from '../../../lib/validation/stats';
import { type Queryable, queryRows } from '../../db/types';
import { cellConditions } from './cell-filter';
import { trendDays } from './day-range';

interface DayCounts {
	day: string;
	activities?: string | number;
	registrations?: string | number;
	checkins?: string | number;
	views?: string | number;
}

/** Province and joint action on `activities` itself (its `lh_type` is null for none). */
function activityConditions(filter: StatsFilter): SQL {
	const parts: SQL[] = [sql`a.status = 'approved'`];
	if (filter.province_code) parts.push(sql`a.province_code = ${filter.province_code}`);
	if (filter.lh_type !== undefined) parts.push(sql`coalesce(a.lh_type, 0) = ${filter.lh_type}`);
	return sql.join(parts, sql` AND `);
}

function dayConditions(filter: StatsFilter): SQL {
	const parts: SQL[] = [sql`true`];
	if (filter.start_date) parts.push(sql`s.day >= ${filter.start_date}::date`);
	if (filter.end_date) parts.push(sql`s.day <= ${filter.end_date}::date`);
	return sql.join(parts, sql` AND `);
}

/**
 * The daily trend of approved activities under the filter: every day of the range, empty ones as
 * 0. Activities count on the day they start, registrations on the day they were made, check-ins on
 * the day they were done, page views on the day they were seen (all Beijing days).
 */
export async function statsTrend(db: Queryable, filter: StatsFilter): Promise<StatsRow[]> {
	const [starts, flows, views] = await Promise.all([
		queryRows<DayCounts>(
			db,
			sql`SELECT day::text AS day, sum(activities)::bigint AS activities FROM stats_activity_live
			WHERE status = 'approved' AND ${cellConditions(filter)} GROUP BY 1 HAVING sum(activities) <> 0`,
		),
		queryRows<DayCounts>(
			db,
			sql`SELECT s.day::text AS day, sum(s.registrations)::bigint AS registrations,
				sum(s.checkins)::bigint AS checkins
			FROM stats_activity_days s JOIN activities a ON a.id = s.activity_id
			WHERE ${activityConditions(filter)} AND ${dayConditions(filter)}
			GROUP BY 1 HAVING sum(s.registrations) <> 0 OR sum(s.checkins) <> 0`,
		),
		queryRows<DayCounts>(
			db,
			sql`SELECT day::text AS day, sum(views)::bigint AS views FROM stats_page_views
			WHERE ${cellConditions(filter)} GROUP BY 1`,
		),
	]);
	const byDay = new Map<string, DayCounts>();
	for (const row of [...starts, ...flows, ...views]) {
		byDay.set(row.day, { ...byDay.get(row.day), ...row });
	}
	const days = trendDays(filter.start_date, filter.end_date, [...byDay.keys()], MAX_RANGE_DAYS + 1);
	return days.map((day) => {
		const counts = byDay.get(day);
		return {
			key: day,
			label: day,
			activities: Number(counts?.activities ?? 0),
			registrations: Number(counts?.registrations ?? 0),
			checkins: Number(counts?.checkins ?? 0),
			page_views: Number(counts?.views ?? 0),
		};
	});
}
