import { desc, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../lib/audit-actions';
import { LOCKS } from '../../db/locks';
import { auditAnchor, auditLog } from '../../db/schema';
import type { Db, Queryable } from '../../db/types';
import { GENESIS_HASH, hashEntry } from './chain';

/** Who acted: the signed-in user (null for the system), the role they acted in, their address. */
export interface AuditActor {
	userId: number | null;
	role: string;
	ip: string;
}

export interface AuditEntry {
	action: AuditAction;
	target: { type: string; id: string | number };
	reason?: string;
	/** Anything else worth keeping: a filter, a row count, a term. */
	detail?: string;
	/** The city or province code the act concerned, so that its region's admins read it; '' (the default) for the whole country. */
	region?: string;
}

async function lastHash(tx: Queryable): Promise<string> {
	const [last] = await tx
		.select({ hash: auditLog.hash })
		.from(auditLog)
		.orderBy(desc(auditLog.id))
		.limit(1);
	if (last) return last.hash;
	const [anchor] = await tx.select({ hash: auditAnchor.hash }).from(auditAnchor);
	return anchor?.hash ?? GENESIS_HASH;
}

/**
 * Appends one entry inside the caller's transaction: the act and its record commit or fail together.
 * The transaction-scoped lock makes writers take turns, so each sees the entry before it.
 */
export async function recordAudit(
	tx: Queryable,
	actor: AuditActor,
	entry: AuditEntry,
	now: Date,
): Promise<void> {
	await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.auditChain})`);
	const fields = {
		at: now,
		actorId: actor.userId,
		actorRole: actor.role,
		action: entry.action,
		targetType: entry.target.type,
		targetId: String(entry.target.id),
		reason: entry.reason ?? '',
		ip: actor.ip.slice(0, 64),
		detail: entry.detail ?? '',
		region: entry.region ?? '',
		prevHash: await lastHash(tx),
	};
	await tx.insert(auditLog).values({ ...fields, hash: hashEntry(fields) });
}

/** Runs `act` and records it in one transaction; the entry may depend on what `act` answered. */
export async function auditedTransaction<Result>(
	db: Db,
	actor: AuditActor,
	now: Date,
	entry: AuditEntry | ((result: NoInfer<Result>) => AuditEntry),
	act: (tx: Db) => Promise<Result>,
): Promise<Result> {
	return db.transaction(async (tx) => {
		const result = await act(tx);
		await recordAudit(tx, actor, typeof entry === 'function' ? entry(result) : entry, now);
		return result;
	});
}
