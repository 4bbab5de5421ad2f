import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ReviewHistoryEntry } from '../../../lib/api/admin-types';
import type { Page } from '../../../lib/api/types';
import { AUDIT_ACTIONS } from '../../../lib/audit-actions';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { containsPattern } from '../../db/like-pattern';
import { activities, auditLog, users } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { type AuditFilter, inAuditRegion, roleName } from '../audit/list';

const DECISIONS = ['activity.approve', 'activity.reject'] as const;

export interface HistoryQuery {
	keyword: string;
	/** The reader's region, as the audit log keeps it; absent for the whole country. */
	region?: AuditFilter['region'];
	page: number;
	pageSize: number;
}

/**
 * Past review decisions on activities, newest first, from the audit log (what was decided, by
 * whom, why, and when), each with the activity's title and its state now; a keyword finds the
 * title, organiser or reviewer.
 */
export async function listReviewDecisions(
	db: Queryable,
	query: HistoryQuery,
): Promise<Page<ReviewHistoryEntry>> {
	const parts: (SQL | undefined)[] = [
		inArray(auditLog.action, [...DECISIONS]),
		eq(auditLog.targetType, 'activity'),
		query.region ? inAuditRegion(query.region) : undefined,
	];
	if (query.keyword) {
		const pattern = containsPattern(query.keyword);
		parts.push(
			or(
				ilike(activities.title, pattern),
				ilike(activities.organizer, pattern),
				ilike(users.showName, pattern),
			),
		);
	}
	const where = and(...parts);
	const joined = sql`${activities.id}::text = ${auditLog.targetId}`;
	const paging = { page: query.page, pageSize: query.pageSize };
	const [rows, [total]] = await Promise.all([
		db
			.select({
				entry: auditLog,
				title: activities.title,
				status: activities.status,
				reviewer: users.showName,
			})
			.from(auditLog)
			.leftJoin(activities, joined)
			.leftJoin(users, eq(users.id, auditLog.actorId))
			.where(where)
			.orderBy(desc(auditLog.id))
			.limit(paging.pageSize)
			.offset((paging.page - 1) * paging.pageSize),
		db
			.select({ n: count() })
			.from(auditLog)
			.leftJoin(activities, joined)
			.leftJoin(users, eq(users.id, auditLog.actorId))
			.where(where),
	]);
	return {
		items: rows.map(({ entry, title, status, reviewer }) => ({
			id: entry.id,
			at: formatBusinessTime(entry.at),
			decision: entry.action === 'activity.approve' ? 'approve' : 'reject',
			decision_name: AUDIT_ACTIONS[entry.action as (typeof DECISIONS)[number]],
			activity_id: Number(entry.targetId),
			title: title ?? '',
			status: status ?? '',
			reviewer_name: reviewer ?? '',
			reviewer_role: roleName(entry.actorRole),
			reason: entry.reason,
		})),
		total: total?.n ?? 0,
		...paging,
	};
}
