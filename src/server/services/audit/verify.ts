import { asc, gt } from 'drizzle-orm';
import { auditAnchor, auditLog } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { GENESIS_HASH, hashEntry } from './chain';

export type ChainCheck =
	| { ok: true; checked: number }
	| { ok: false; checked: number; entryId: number; problem: string };

const BATCH = 1000;

/**
 * Walks the log in id order from the anchor (or the genesis hash): each entry must follow the hash
 * of the one before it and hash to what it says. An edited field, a removed entry in the middle and
 * a removed head without a moved anchor all break it.
 */
export async function verifyAuditChain(db: Queryable): Promise<ChainCheck> {
	const [anchor] = await db.select().from(auditAnchor);
	let expectedPrev = anchor?.hash ?? GENESIS_HASH;
	let afterId = anchor?.lastPrunedId ?? 0;
	let checked = 0;
	for (;;) {
		const rows = await db
			.select()
			.from(auditLog)
			.where(gt(auditLog.id, afterId))
			.orderBy(asc(auditLog.id))
			.limit(BATCH);
		for (const row of rows) {
			if (row.prevHash !== expectedPrev) {
				return {
					ok: false,
					checked,
					entryId: row.id,
					problem: '前一条记录的哈希不符（记录被删除或改动）',
				};
			}
			if (hashEntry(row) !== row.hash) {
				return {
					ok: false,
					checked,
					entryId: row.id,
					problem: '记录内容与其哈希不符（记录被改动）',
				};
			}
			expectedPrev = row.hash;
			checked += 1;
		}
		const last = rows.at(-1);
		if (!last || rows.length < BATCH) return { ok: true, checked };
		afterId = last.id;
	}
}
