import { and, asc, between, count, gte, lte, max } from 'drizzle-orm';
import { JOINT_ACTIONS } from '../../../lib/joint-actions';
import { detailPage, jointActionPage, PAGE_ROUTES, resourcePage } from '../../../lib/routes';
import { activities, resources } from '../../db/schema';
import type { Db } from '../../db/types';
import { publicActivityCondition } from '../activities/visibility';
import type { SitemapEntry } from './xml';

/**
 * The pages the route table has indexed that show no one record: each page without a query, and
 * each joint action's list. Activities and resources follow, one address per record.
 */
export function pagePaths(): string[] {
	const bare = PAGE_ROUTES.filter((route) => route.robots === 'index' && !route.query);
	const joint = JOINT_ACTIONS.map((action) => jointActionPage(action.lhType));
	return [...new Set([...bare.map((route) => route.path), ...joint])];
}

/** How many public activities and resources there are, and their highest ids. */
export async function sitemapTotals(db: Db) {
	const [activityRow] = await db
		.select({ count: count(), maxId: max(activities.id) })
		.from(activities)
		.where(publicActivityCondition);
	const [resourceRow] = await db
		.select({ count: count(), maxId: max(resources.id) })
		.from(resources);
	return {
		activities: { count: activityRow?.count ?? 0, maxId: activityRow?.maxId ?? 0 },
		resources: { count: resourceRow?.count ?? 0, maxId: resourceRow?.maxId ?? 0 },
	};
}

export type SitemapTotals = Awaited<ReturnType<typeof sitemapTotals>>;

/** The highest id of a kind, which bounds its id ranges (an index lookup). */
export async function highestId(db: Db, kind: 'activities' | 'resources'): Promise<number> {
	const table = kind === 'activities' ? activities : resources;
	const [row] = await db.select({ maxId: max(table.id) }).from(table);
	return row?.maxId ?? 0;
}

/**
 * Public activities with ids in [from, to], by id: a range scan of the primary key, so any part of
 * a sitemap of 500,000 activities costs one index range, not an OFFSET.
 */
export async function activityEntries(
	db: Db,
	from: number,
	to: number,
	toUrl: (path: string) => string,
): Promise<SitemapEntry[]> {
	const rows = await db
		.select({ id: activities.id, updatedAt: activities.updatedAt })
		.from(activities)
		.where(and(between(activities.id, from, to), publicActivityCondition))
		.orderBy(asc(activities.id));
	return rows.map((row) => ({ loc: toUrl(detailPage(row.id)), lastmod: row.updatedAt }));
}

/** Resources with ids in [from, to], by id (a range of the primary key). */
export async function resourceEntries(
	db: Db,
	from: number,
	to: number,
	toUrl: (path: string) => string,
): Promise<SitemapEntry[]> {
	const rows = await db
		.select({ id: resources.id, publishedAt: resources.publishedAt })
		.from(resources)
		.where(and(gte(resources.id, from), lte(resources.id, to)))
		.orderBy(asc(resources.id));
	return rows.map((row) => ({
		loc: toUrl(resourcePage(row.id)),
		lastmod: row.publishedAt,
	}));
}
