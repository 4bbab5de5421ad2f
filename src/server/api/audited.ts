import { adminRoleOf } from '../../lib/admin-roles';
import type { Db } from '../db/types';
import { type AuditActor, type AuditEntry, auditedTransaction } from '../services/audit/record';
import type { ApiContext } from './context';

/** The caller as the audit log names them: admins by their admin role, everyone else as 用户. */
function auditActor(context: ApiContext): AuditActor {
	const roles = context.session?.roles ?? [];
	return {
		userId: context.session?.userId ?? null,
		role: adminRoleOf(roles) ?? 'user',
		ip: context.ip,
	};
}

/**
 * Runs a handler's act and its audit entry in one transaction, e.g.
 * `await audited(context, { action: 'activity.approve', target: { type: 'activity', id } }, (tx) => approve(tx, id))`.
 */
export function audited<Result>(
	context: ApiContext,
	entry: AuditEntry | ((result: NoInfer<Result>) => AuditEntry),
	act: (tx: Db) => Promise<Result>,
): Promise<Result> {
	return auditedTransaction(context.db, auditActor(context), context.now, entry, act);
}

/**
 * Records an act that cannot run inside a transaction (a file streamed from the database after the
 * answer starts): the entry commits before the first byte goes out, and a failed write sends nothing.
 */
export function auditBeforeSending(context: ApiContext, entry: AuditEntry): Promise<void> {
	return auditedTransaction(context.db, auditActor(context), context.now, entry, async () => {});
}
