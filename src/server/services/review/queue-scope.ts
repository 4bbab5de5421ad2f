import { type SQL, sql } from 'drizzle-orm';
import type { RegionFilter } from '../../access/region-scope';
import { activities, reviewEscalations } from '../../db/schema';

/** Narrowing a queue: one region inside the admin's own, or only what was sent up. */
export interface QueueOptions {
	regionCode?: string | undefined;
	escalatedOnly?: boolean | undefined;
}

/** `activities` rows inside a region filter. */
export function inRegion(filter: RegionFilter): SQL {
	if (filter.level === 'national') return sql`true`;
	if (filter.level === 'province') return sql`${activities.provinceCode} = ${filter.provinceCode}`;
	return sql`${activities.cityCode} = ${filter.cityCode}`;
}

function inCode(code: string): SQL {
	return code.endsWith('0000')
		? sql`${activities.provinceCode} = ${code}`
		: sql`${activities.cityCode} = ${code}`;
}

const cityHasAdmin = sql`EXISTS (SELECT 1 FROM users u WHERE u.admin_region = ${activities.cityCode}
	AND u.admin_region <> '' AND 'city_admin' = ANY(u.roles))`;

/**
 * Whose turn an activity waiting for review is (the query joins `review_escalations` on the left):
 * a city admin's, for their city's; a province admin's, for its cities without a city admin and
 * what was sent up to the province; the country's, for everything.
 */
export function queueCondition(filter: RegionFilter, options: QueueOptions = {}): SQL {
	const level = reviewEscalations.level;
	const parts: SQL[] = [inRegion(filter)];
	if (filter.level === 'city') parts.push(sql`${level} IS NULL`);
	if (filter.level === 'province') {
		parts.push(
			sql`(${level} = 'province' OR (${level} IS NULL AND (${activities.cityCode} = '' OR NOT ${cityHasAdmin})))`,
		);
	}
	if (options.escalatedOnly) {
		parts.push(
			filter.level === 'national' ? sql`${level} = 'national'` : sql`${level} IS NOT NULL`,
		);
	}
	if (options.regionCode) parts.push(inCode(options.regionCode));
	return sql.join(parts, sql` AND `);
}
