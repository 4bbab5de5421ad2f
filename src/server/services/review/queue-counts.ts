import { sql } from 'drizzle-orm';
import type { ReviewRegionCount } from '../../../lib/api/admin-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { RegionFilter } from '../../access/region-scope';
import { type Queryable, queryRows } from '../../db/types';
import { regionCodeName } from '../../regions';

/** A region whose oldest waiting activity has waited this long is behind. */
const LAGGING_AFTER_HOURS = 72;

const HOUR_MS = 3_600_000;

/**
 * What waits for review in each region under an admin's: by province for the country, by city for
 * a province (its own city for a city admin), with the oldest wait, what was sent up, whether the
 * region has its own admin, and whether it lags; the slowest first.
 */
export async function countReviewQueueByRegion(
	db: Queryable,
	filter: RegionFilter,
	now: Date,
): Promise<ReviewRegionCount[]> {
	const key = filter.level === 'national' ? sql.raw('province_code') : sql.raw('city_code');
	const where =
		filter.level === 'national'
			? sql`true`
			: filter.level === 'province'
				? sql`province_code = ${filter.provinceCode}`
				: sql`city_code = ${filter.cityCode}`;
	const adminRole = filter.level === 'national' ? 'province_admin' : 'city_admin';
	const rows = await queryRows<{
		code: string;
		pending: string | number;
		escalated: string | number;
		oldest: Date | string;
		has_admin: boolean;
	}>(
		db,
		sql`WITH waiting AS (
			SELECT a.province_code, a.city_code, a.updated_at AS since, e.level
			FROM activities a LEFT JOIN review_escalations e ON e.activity_id = a.id
			WHERE a.status = 'pending'
			UNION ALL
			SELECT a.province_code, a.city_code, d.submitted_at, e.level
			FROM activity_edits d JOIN activities a ON a.id = d.activity_id
			LEFT JOIN review_escalations e ON e.activity_id = a.id
			WHERE d.status = 'pending'
		)
		SELECT ${key} AS code, count(*) AS pending, count(level) AS escalated, min(since) AS oldest,
			EXISTS (SELECT 1 FROM users u WHERE u.admin_region = ${key} AND u.admin_region <> ''
				AND ${adminRole} = ANY(u.roles)) AS has_admin
		FROM waiting WHERE ${where} GROUP BY 1 ORDER BY min(since), 1`,
	);
	return rows.map((row) => {
		const oldest = new Date(row.oldest);
		const hours = Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / HOUR_MS));
		return {
			code: row.code,
			name: row.code ? regionCodeName(row.code) : '未填城市',
			pending: Number(row.pending),
			escalated: Number(row.escalated),
			oldest_since: formatBusinessTime(oldest),
			oldest_hours: hours,
			has_admin: row.has_admin,
			lagging: hours >= LAGGING_AFTER_HOURS,
		};
	});
}
