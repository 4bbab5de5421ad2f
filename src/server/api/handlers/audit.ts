import { type AuditAction, isAuditAction } from '../../../lib/audit-actions';
import { auditFilterSchema, auditListSchema } from '../../../lib/validation/audit';
import type { Db } from '../../db/types';
import { auditCsv, auditCsvName } from '../../services/audit/export-csv';
import {
	type AuditFilter,
	auditRegionOf,
	listAuditEntries,
	readAuditEntries,
} from '../../services/audit/list';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput } from '../context';
import { fail } from '../errors';

/** Rows one CSV export holds at most: six months of a busy console. */
const EXPORT_LIMIT = 100_000;

function toFilter(input: {
	action: string;
	actor_id?: number | undefined;
	target_type: string;
	target_id: string;
	start_date: string;
	end_date: string;
}): AuditFilter {
	if (input.action && !isAuditAction(input.action)) throw fail.badInput('操作类型无效');
	return {
		action: (input.action || undefined) as AuditAction | undefined,
		actorId: input.actor_id || undefined,
		targetType: input.target_type || undefined,
		targetId: input.target_id || undefined,
		startDate: input.start_date || undefined,
		endDate: input.end_date || undefined,
	};
}

/** A province or city admin reads their region's entries only. */
function inAdminRegion(context: ApiContext, filter: AuditFilter): AuditFilter {
	const region = auditRegionOf(adminActor(context).filter);
	return region ? { ...filter, region } : filter;
}

export async function getAuditList(context: ApiContext) {
	const { page, pageSize, ...filter } = parseInput(auditListSchema, context.input);
	return listAuditEntries(context.db, inAdminRegion(context, toFilter(filter)), { page, pageSize });
}

/** The filtered log as CSV; the export is itself recorded, in the transaction that reads it. */
export async function exportAuditLog(context: ApiContext): Promise<Response> {
	const input = parseInput(auditFilterSchema, context.input);
	const filter = inAdminRegion(context, toFilter(input));
	const region = filter.region?.code ?? '';
	const rows = await audited(
		context,
		(found) => ({
			action: 'audit.export',
			target: { type: 'audit', id: '' },
			detail: `${found.length} 条；筛选：${JSON.stringify(input)}`,
			region,
		}),
		(tx: Db) => readAuditEntries(tx, filter, EXPORT_LIMIT),
	);
	const headers = new Headers({
		'content-type': 'text/csv; charset=utf-8',
		'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(auditCsvName(context.now))}`,
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
	});
	for (const cookie of context.cookies) headers.append('set-cookie', cookie);
	return new Response(auditCsv(rows), { status: 200, headers });
}
