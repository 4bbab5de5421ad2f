import { type SQL, sql } from 'drizzle-orm';
import type { RegionFilter } from '../../access/region-scope';
import { containsPattern } from '../../db/like-pattern';
import { activities, reviewEscalations } from '../../db/schema';

/** Narrowing a queue: one region inside the admin's own, only what was sent up, or a search. */
export interface QueueOptions {
	regionCode?: string | undefined;
	escalatedOnly?: boolean | undefined;
	/** In the title, organiser or publisher's name; a whole number finds the publisher's login number. */
	keyword?: string | undefined;
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

/** The activity's title or organiser, or its publisher's name or whole login number, holds `keyword`. */
function matching(keyword: string): SQL {
	const pattern = containsPattern(keyword);
	const byOwner = /^1\d{10}$/.test(keyword)
		? sql`u.mobile = ${keyword}`
		: sql`u.show_name ILIKE ${pattern}`;
	return sql`(${activities.title} ILIKE ${pattern} OR ${activities.organizer} ILIKE ${pattern}
		OR EXISTS (SELECT 1 FROM users u WHERE u.id = ${activities.ownerId} AND ${byOwner}))`;
}

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
	if (options.keyword) parts.push(matching(options.keyword));
	return sql.join(parts, sql` AND `);
}
