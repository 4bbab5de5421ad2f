import { type SQL, sql } from 'drizzle-orm';
import type { StatsFilter } from '../../../lib/validation/stats';

/** WHERE conditions on a roll-up with `day`, `province_code` and `lh_type` columns. */
export function cellConditions(filter: StatsFilter): SQL {
	const parts: SQL[] = [sql`true`];
	if (filter.start_date) parts.push(sql`day >= ${filter.start_date}::date`);
	if (filter.end_date) parts.push(sql`day <= ${filter.end_date}::date`);
	if (filter.province_code) parts.push(sql`province_code = ${filter.province_code}`);
	if (filter.lh_type !== undefined) parts.push(sql`lh_type = ${filter.lh_type}`);
	return sql.join(parts, sql` AND `);
}
