import { sql } from 'drizzle-orm';
import type { PublicFigures } from '../../../lib/api/stats-types';
import { MAP_PROVINCES } from '../../../lib/stats/labels';
import { type Queryable, queryRows } from '../../db/types';

/** The campaign's headline figures for the public page and the home hero: a few dozen rows read. */
export async function publicFigures(db: Queryable): Promise<PublicFigures> {
	const rows = await queryRows<{
		code: string;
		activities: string;
		registrations: string;
		checkins: string;
	}>(
		db,
		sql`SELECT province_code AS code, sum(activities)::bigint AS activities,
			sum(registrations)::bigint AS registrations, sum(checkins)::bigint AS checkins
		FROM stats_province_live WHERE status = 'approved' GROUP BY 1`,
	);
	const [views] = await queryRows<{ views: string | null }>(
		db,
		sql`SELECT sum(views)::bigint AS views FROM stats_page_views`,
	);
	const counts = new Map(rows.map((row) => [row.code, Number(row.activities)]));
	const total = (field: 'activities' | 'registrations' | 'checkins') =>
		rows.reduce((sum, row) => sum + Number(row[field]), 0);
	return {
		activities: total('activities'),
		registrations: total('registrations'),
		checkins: total('checkins'),
		page_views: Number(views?.views ?? 0),
		provinces_covered: rows.filter((row) => Number(row.activities) > 0).length,
		by_province: MAP_PROVINCES.map((province) => ({
			code: province.code,
			name: province.name,
			activities: counts.get(province.code) ?? 0,
		})),
	};
}
