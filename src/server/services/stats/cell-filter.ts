import { type SQL, sql } from 'drizzle-orm';
import { startOfBusinessDay } from '../../../lib/beijing-time';
import type { StatsFilter } from '../../../lib/validation/stats';

const DAY_MS = 86_400_000;

/** WHERE conditions on a roll-up with `day`, `province_code` and `lh_type` columns. */
export function cellConditions(filter: StatsFilter): SQL {
	const parts: SQL[] = [sql`true`];
	if (filter.start_date) parts.push(sql`day >= ${filter.start_date}::date`);
	if (filter.end_date) parts.push(sql`day <= ${filter.end_date}::date`);
	if (filter.province_code) parts.push(sql`province_code = ${filter.province_code}`);
	if (filter.lh_type !== undefined) parts.push(sql`lh_type = ${filter.lh_type}`);
	return sql.join(parts, sql` AND `);
}

/** The same conditions on `activities` itself (start in the Beijing days of the range). */
export function activityConditions(filter: StatsFilter): SQL {
	const parts: SQL[] = [sql`true`];
	if (filter.start_date) {
		const from = new Date(startOfBusinessDay(filter.start_date)).toISOString();
		parts.push(sql`start_at >= ${from}::timestamptz`);
	}
	if (filter.end_date) {
		const to = new Date(startOfBusinessDay(filter.end_date) + DAY_MS).toISOString();
		parts.push(sql`start_at < ${to}::timestamptz`);
	}
	if (filter.province_code) parts.push(sql`province_code = ${filter.province_code}`);
	if (filter.lh_type !== undefined) parts.push(sql`coalesce(lh_type, 0) = ${filter.lh_type}`);
	return sql.join(parts, sql` AND `);
}
