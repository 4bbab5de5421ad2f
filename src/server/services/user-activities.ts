import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ActivitySummary, Page, UserActivityStats } from '../../lib/api/types';
import { activities, collects, joins } from '../db/schema';
import type { Db } from '../db/types';
import { type ActivityRow, toActivitySummary } from './activities/present';
import { publicActivityCondition } from './activities/visibility';
import { countUnreadMessages, listMessages } from './messages';

export type UserActivityTab = 'publish' | 'join' | 'collect';
export type ActivityStatusFilter = ActivityRow['status'];

export interface UserActivityItem extends ActivitySummary {
	reject_reason: string;
}

interface Query {
	tab: UserActivityTab;
	status?: ActivityStatusFilter | undefined;
	page: number;
	pageSize: number;
}

async function pageOf(
	db: Db,
	source: typeof joins | typeof collects | null,
	where: SQL | undefined,
	query: Query,
): Promise<{ rows: ActivityRow[]; total: number }> {
	const base = source
		? db
				.select({ row: activities })
				.from(source)
				.innerJoin(activities, eq(activities.id, source.activityId))
		: db.select({ row: activities }).from(activities);
	const counter = source
		? db
				.select({ n: count() })
				.from(source)
				.innerJoin(activities, eq(activities.id, source.activityId))
		: db.select({ n: count() }).from(activities);
	const [rows, [total]] = await Promise.all([
		base
			.where(where)
			.orderBy(desc(source ? source.createdAt : activities.createdAt), desc(activities.id))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		counter.where(where),
	]);
	return { rows: rows.map((entry) => entry.row), total: total?.n ?? 0 };
}

/** The user centre's lists: activities a user published (any status), joined or collected. */
export async function listUserActivities(
	db: Db,
	userId: number,
	query: Query,
	now = new Date(),
): Promise<Page<UserActivityItem>> {
	const status = query.status ? eq(activities.status, query.status) : undefined;
	const sources = {
		publish: { table: null, where: and(eq(activities.ownerId, userId), status) },
		// Others' activities only while public: an edit waiting for review is not shown to them.
		join: { table: joins, where: and(eq(joins.userId, userId), publicActivityCondition, status) },
		collect: {
			table: collects,
			where: and(eq(collects.userId, userId), publicActivityCondition, status),
		},
	} as const;
	const { table, where } = sources[query.tab];
	const { rows, total } = await pageOf(db, table, where, query);
	return {
		items: rows.map((row) => ({
			...toActivitySummary(row, now),
			reject_reason: query.tab === 'publish' ? row.rejectReason : '',
		})),
		total,
		page: query.page,
		pageSize: query.pageSize,
	};
}

/** The user's joins or collects of activities the public may see, as the lists show them. */
async function countVisibleMarks(db: Db, table: typeof joins | typeof collects, userId: number) {
	return db
		.select({ n: count() })
		.from(table)
		.innerJoin(activities, eq(activities.id, table.activityId))
		.where(and(eq(table.userId, userId), publicActivityCondition));
}

/** Counts for the user centre header, with the latest five messages. */
export async function getUserActivityStats(db: Db, userId: number): Promise<UserActivityStats> {
	const [[published], [joined], [collected], unread, latest] = await Promise.all([
		db.select({ n: count() }).from(activities).where(eq(activities.ownerId, userId)),
		countVisibleMarks(db, joins, userId),
		countVisibleMarks(db, collects, userId),
		countUnreadMessages(db, userId),
		listMessages(db, userId, { page: 1, pageSize: 5 }),
	]);
	return {
		publish_count: published?.n ?? 0,
		join_count: joined?.n ?? 0,
		collect_count: collected?.n ?? 0,
		unread_count: unread,
		messages: latest.items,
	};
}
