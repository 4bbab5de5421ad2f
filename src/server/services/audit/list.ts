import { and, asc, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, isAdminRole } from '../../../lib/admin-roles';
import { AUDIT_ACTIONS, type AuditAction } from '../../../lib/audit-actions';
import { formatBusinessTime, startOfBusinessDay } from '../../../lib/beijing-time';
import { DAY_MS } from '../../../lib/calendar-days';
import type { RegionFilter } from '../../access/region-scope';
import { auditLog, users } from '../../db/schema';
import type { Queryable } from '../../db/types';

export interface AuditFilter {
	action?: AuditAction | undefined;
	actorId?: number | undefined;
	targetType?: string | undefined;
	targetId?: string | undefined;
	/** Beijing days, both included. */
	startDate?: string | undefined;
	endDate?: string | undefined;
	/** The reader's region: entries of that province or city only; absent for the whole country. */
	region?: { level: 'province' | 'city'; code: string } | undefined;
}

export interface AuditRow {
	id: number;
	at: string;
	actor_id: number | null;
	actor_name: string;
	actor_role: string;
	action: AuditAction;
	action_name: string;
	target_type: string;
	target_id: string;
	reason: string;
	detail: string;
	ip: string;
}

/** The audit log's region for an admin's region filter; absent for the whole country. */
export function auditRegionOf(filter: RegionFilter): AuditFilter['region'] {
	if (filter.level === 'national') return undefined;
	return filter.level === 'province'
		? { level: 'province', code: filter.provinceCode }
		: { level: 'city', code: filter.cityCode };
}

/** Entries of a province (any of its cities too) or of one city. */
export function inAuditRegion(region: NonNullable<AuditFilter['region']>): SQL {
	return region.level === 'province'
		? like(auditLog.region, `${region.code.slice(0, 2)}%`)
		: eq(auditLog.region, region.code);
}

function conditions(filter: AuditFilter): SQL | undefined {
	const parts: (SQL | undefined)[] = [
		filter.action ? eq(auditLog.action, filter.action) : undefined,
		filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
		filter.region ? inAuditRegion(filter.region) : undefined,
		filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
		filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
		filter.startDate ? gte(auditLog.at, new Date(startOfBusinessDay(filter.startDate))) : undefined,
		filter.endDate
			? lt(auditLog.at, new Date(startOfBusinessDay(filter.endDate) + DAY_MS))
			: undefined,
	];
	return and(...parts);
}

/** An entry's role as the log shows it. */
export function roleName(role: string): string {
	if (role === 'admin') return '管理员';
	if (isAdminRole(role)) return ADMIN_ROLES[role];
	return role === 'user' ? '用户' : role;
}

function toRow(entry: typeof auditLog.$inferSelect, actorName: string | null): AuditRow {
	const action = entry.action as AuditAction;
	return {
		id: entry.id,
		at: formatBusinessTime(entry.at),
		actor_id: entry.actorId,
		actor_name: actorName ?? '',
		actor_role: roleName(entry.actorRole),
		action,
		action_name: AUDIT_ACTIONS[action] ?? entry.action,
		target_type: entry.targetType,
		target_id: entry.targetId,
		reason: entry.reason,
		detail: entry.detail,
		ip: entry.ip,
	};
}

/** One page of entries, newest first. */
export async function listAuditEntries(
	db: Queryable,
	filter: AuditFilter,
	paging: { page: number; pageSize: number },
) {
	const where = conditions(filter);
	const [rows, [total]] = await Promise.all([
		db
			.select({ entry: auditLog, actorName: users.showName })
			.from(auditLog)
			.leftJoin(users, eq(users.id, auditLog.actorId))
			.where(where)
			.orderBy(desc(auditLog.id))
			.limit(paging.pageSize)
			.offset((paging.page - 1) * paging.pageSize),
		db.select({ n: count() }).from(auditLog).where(where),
	]);
	return {
		items: rows.map(({ entry, actorName }) => toRow(entry, actorName)),
		total: total?.n ?? 0,
		...paging,
	};
}

/** Every entry the filter matches, oldest first, up to `limit` (the CSV export). */
export async function readAuditEntries(db: Queryable, filter: AuditFilter, limit: number) {
	const rows = await db
		.select({ entry: auditLog, actorName: users.showName })
		.from(auditLog)
		.leftJoin(users, eq(users.id, auditLog.actorId))
		.where(conditions(filter))
		.orderBy(asc(auditLog.id))
		.limit(limit);
	return rows.map(({ entry, actorName }) => toRow(entry, actorName));
}
