import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ActivityStatus, StatusCounts } from '../../lib/api/activity-types';
import type {
	UserActivityPage,
	UserActivityStats,
	UserActivityTab,
} from '../../lib/api/user-types';
import type { MemberRole } from '../../lib/organisations';
import { activities, collects, joins, organisationMembers, organisations } from '../db/schema';
import type { Db } from '../db/types';
import { editsOf } from './activities/edits';
import { type ActivityRow, toActivitySummary } from './activities/present';
import { ownerReason, publicActivityCondition } from './activities/visibility';
import { countUnreadMessages, listMessages } from './messages';
import { joinedRegistrations } from './registration/mine';
import { summaryStatusesOf } from './summaries/statuses';

interface Query {
	tab: UserActivityTab;
	status?: ActivityStatus | undefined;
	page: number;
	pageSize: number;
}

const STATUSES: readonly ActivityStatus[] = [
	'pending',
	'approved',
	'rejected',
	'cancelled',
	'taken_down',
];

/** How many of a list's activities are in each status, whatever status the page is filtered by. */
async function countByStatus(
	db: Db,
	source: typeof joins | typeof collects | null,
	where: SQL | undefined,
): Promise<StatusCounts> {
	const rows = await (source
		? db
				.select({ status: activities.status, n: count() })
				.from(source)
				.innerJoin(activities, eq(activities.id, source.activityId))
		: db.select({ status: activities.status, n: count() }).from(activities)
	)
		.where(where)
		.groupBy(activities.status);
	const counts: StatusCounts = {
		all: 0,
		pending: 0,
		approved: 0,
		rejected: 0,
		cancelled: 0,
		taken_down: 0,
	};
	for (const row of rows) {
		if (STATUSES.includes(row.status)) counts[row.status] = row.n;
		counts.all += row.n;
	}
	return counts;
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

/**
 * 我发布的: the activities of the person's organisations, whoever of its members published them, and
 * their own of none; as the rules give them (src/server/access/policy.ts), one published for an
 * organisation the person has left is no longer theirs.
 */
function heldBy(userId: number): SQL {
	const mine = sql`(SELECT ${organisationMembers.organisationId} FROM ${organisationMembers} WHERE ${organisationMembers.userId} = ${userId})`;
	return or(
		inArray(activities.organisationId, mine),
		and(eq(activities.ownerId, userId), isNull(activities.organisationId)),
	) as SQL;
}

interface HeldBy {
	name: string;
	/** The person's role in it; null once they have left. */
	role: MemberRole | null;
}

/** The organisations of these activities by id: their names and the person's role in each. */
async function organisationsOf(db: Db, userId: number, rows: ActivityRow[]) {
	const ids = [...new Set(rows.flatMap((row) => (row.organisationId ? [row.organisationId] : [])))];
	if (ids.length === 0) return new Map<number, HeldBy>();
	const found = await db
		.select({ id: organisations.id, name: organisations.name, role: organisationMembers.role })
		.from(organisations)
		.leftJoin(
			organisationMembers,
			and(
				eq(organisationMembers.organisationId, organisations.id),
				eq(organisationMembers.userId, userId),
			),
		)
		.where(inArray(organisations.id, ids));
	return new Map(found.map((row) => [row.id, { name: row.name, role: row.role }]));
}

/** The user centre's lists: activities a user may run (any status), joined or collected. */
export async function listUserActivities(
	db: Db,
	userId: number,
	query: Query,
	now = new Date(),
): Promise<UserActivityPage> {
	const status = query.status ? eq(activities.status, query.status) : undefined;
	const owners = {
		publish: { table: null, where: heldBy(userId) },
		// Others' activities only while public: an edit waiting for review is not shown to them.
		join: { table: joins, where: and(eq(joins.userId, userId), publicActivityCondition) },
		collect: { table: collects, where: and(eq(collects.userId, userId), publicActivityCondition) },
	} as const;
	const { table, where } = owners[query.tab];
	const [{ rows, total }, statusCounts] = await Promise.all([
		pageOf(db, table, and(where, status), query),
		countByStatus(db, table, where),
	]);
	const registrations =
		query.tab === 'join' ? await joinedRegistrations(db, userId, rows, now) : null;
	const [edits, held] =
		query.tab === 'publish'
			? await Promise.all([
					editsOf(
						db,
						rows.map((row) => row.id),
					),
					organisationsOf(db, userId, rows),
				])
			: [null, null];
	const summaries =
		query.tab === 'publish'
			? await summaryStatusesOf(
					db,
					rows.map((row) => row.id),
				)
			: null;
	return {
		items: rows.map((row) => {
			const registration = registrations?.get(row.id);
			const edit = edits?.get(row.id);
			const summaryStatus = summaries?.get(row.id);
			return {
				...toActivitySummary(row, now),
				reject_reason: query.tab === 'publish' ? ownerReason(row) : '',
				checkin_count: query.tab === 'publish' ? row.checkinCount : 0,
				checkin_closes_after: row.checkinClosesAfter,
				...(held && row.organisationId !== null
					? {
							organisation: {
								id: row.organisationId,
								name: held.get(row.organisationId)?.name ?? '',
								by_me: row.ownerId === userId,
								role: held.get(row.organisationId)?.role ?? null,
							},
						}
					: {}),
				...(summaries ? { summary_status: summaryStatus ?? null } : {}),
				...(registration
					? {
							registration: {
								id: registration.id,
								can_cancel: registration.canCancel,
								promoted: registration.promoted,
								certificates: registration.certificates,
							},
						}
					: {}),
				...(edit
					? {
							edit: {
								status: edit.status,
								title: edit.columns.title,
								reject_reason: edit.rejectReason,
							},
						}
					: {}),
			};
		}),
		total,
		page: query.page,
		pageSize: query.pageSize,
		status_counts: statusCounts,
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
		db.select({ n: count() }).from(activities).where(heldBy(userId)),
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
