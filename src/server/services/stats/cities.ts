import { type SQL, sql } from 'drizzle-orm';
import type { StatsRow } from '../../../lib/api/stats-types';
import { startOfBusinessDay } from '../../../lib/beijing-time';
import { endOfBusinessDay } from '../../../lib/calendar-days';
import { listCities } from '../../../lib/regions';
import type { StatsFilter } from '../../../lib/validation/stats';
import { type Queryable, queryRows } from '../../db/types';

function cityLabel(code: string): string {
	if (!code) return '未填城市';
	return listCities(`${code.slice(0, 2)}0000`).find((city) => city.code === code)?.name ?? code;
}

/** The filter on `activities` itself: start times of the Beijing days, province, joint action. */
function startConditions(filter: StatsFilter): SQL {
	const parts: SQL[] = [sql`status = 'approved'`];
	if (filter.start_date) {
		parts.push(sql`start_at >= ${new Date(startOfBusinessDay(filter.start_date))}`);
	}
	if (filter.end_date) {
		parts.push(sql`start_at < ${new Date(endOfBusinessDay(filter.end_date))}`);
	}
	if (filter.province_code) parts.push(sql`province_code = ${filter.province_code}`);
	if (filter.lh_type !== undefined) parts.push(sql`coalesce(lh_type, 0) = ${filter.lh_type}`);
	return sql.join(parts, sql` AND `);
}

/**
 * Approved activities by city, most first. Read from `activities` (the roll-up cells have no city):
 * the dashboard asks for it with a province filter, where a province's rows are few.
 */
export async function statsCities(db: Queryable, filter: StatsFilter): Promise<StatsRow[]> {
	const rows = await queryRows<{
		key: string;
		activities: string | number;
		registrations: string | number;
		checkins: string | number;
	}>(
		db,
		sql`SELECT city_code AS key, count(*)::bigint AS activities,
			sum(join_count)::bigint AS registrations, sum(checkin_count)::bigint AS checkins
		FROM activities WHERE ${startConditions(filter)}
		GROUP BY 1 ORDER BY 2 DESC, 1`,
	);
	return rows.map((row) => ({
		key: row.key,
		label: cityLabel(row.key),
		activities: Number(row.activities),
		registrations: Number(row.registrations),
		checkins: Number(row.checkins),
	}));
}
