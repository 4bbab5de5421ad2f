import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { ResourceDetail, ResourceSummary } from '../../lib/api/content-types';
import type { Page } from '../../lib/api/types';
import { formatBusinessTime } from '../../lib/beijing-time';
import { resources } from '../db/schema';
import type { Db } from '../db/types';

type ResourceRow = typeof resources.$inferSelect;

function toSummary(row: ResourceRow): ResourceSummary {
	return {
		id: row.id,
		type: row.type,
		title: row.title,
		summary: row.summary,
		cover: row.cover,
		duration_s: row.durationS,
		source: row.source,
		published_at: formatBusinessTime(row.publishedAt),
		view_count: row.viewCount,
	};
}

export async function listResources(
	db: Db,
	query: {
		type?: 'video' | 'article' | undefined;
		keyword?: string;
		page: number;
		pageSize: number;
	},
): Promise<Page<ResourceSummary>> {
	const where = and(
		query.type ? eq(resources.type, query.type) : undefined,
		query.keyword
			? ilike(resources.title, `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`)
			: undefined,
	);
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(resources)
			.where(where)
			.orderBy(desc(resources.publishedAt), desc(resources.id))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db.select({ n: count() }).from(resources).where(where),
	]);
	return {
		items: rows.map(toSummary),
		total: total?.n ?? 0,
		page: query.page,
		pageSize: query.pageSize,
	};
}

/** One resource, counting the view. */
export async function getResourceDetail(db: Db, id: number): Promise<ResourceDetail | null> {
	const [row] = await db
		.update(resources)
		.set({ viewCount: sql`${resources.viewCount} + 1` })
		.where(eq(resources.id, id))
		.returning();
	if (!row) return null;
	return { ...toSummary(row), body: row.bodyHtml, video_url: row.videoUrl, poster: row.poster };
}
