import { desc, lt, lte, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../lib/calendar-days';
import { LOCKS } from '../../db/locks';
import { auditAnchor, auditLog } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * Deletes entries older than the retention period and, in the same transaction, moves the anchor to
 * the hash of the last one deleted, so the first kept entry still verifies. Answers how many went.
 */
export async function pruneAuditLog(db: Db, retentionDays: number, now: Date): Promise<number> {
	const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
	return db.transaction(async (tx) => {
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.auditChain})`);
		const [last] = await tx
			.select({ id: auditLog.id, hash: auditLog.hash })
			.from(auditLog)
			.where(lt(auditLog.at, cutoff))
			.orderBy(desc(auditLog.id))
			.limit(1);
		if (!last) return 0;
		const deleted = await tx
			.delete(auditLog)
			.where(lte(auditLog.id, last.id))
			.returning({ id: auditLog.id });
		await tx
			.insert(auditAnchor)
			.values({ id: 1, lastPrunedId: last.id, hash: last.hash, prunedAt: now })
			.onConflictDoUpdate({
				target: auditAnchor.id,
				set: { lastPrunedId: last.id, hash: last.hash, prunedAt: now },
			});
		return deleted.length;
	});
}
