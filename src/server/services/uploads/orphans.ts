import { eq, sql } from 'drizzle-orm';
import { LOCKS } from '../../db/locks';
import { uploads } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import { deleteIfUnused } from '../../storage/release-uploads';
import type { FileStorage } from '../../storage/storage';

const HOUR_MS = 3_600_000;
/** Files looked at in one run; the next run takes the rest. */
const BATCH = 500;

/**
 * Deletes the uploads older than `olderThanHours` that no row shows (a cover replaced before
 * publishing, a form abandoned), with their width variants and records. One server at a time:
 * the others skip; a file that became used meanwhile is kept, as each is checked before it goes,
 * and marked in use, so that later runs look past it (replacing or removing it releases it then).
 */
export async function deleteOrphanUploads(
	db: Db,
	storage: FileStorage,
	olderThanHours: number,
	now: Date,
): Promise<{ ran: boolean; deleted: number }> {
	const before = new Date(now.getTime() - olderThanHours * HOUR_MS).toISOString();
	const candidates = await db.transaction(async (tx) => {
		const [lock] = await queryRows<{ locked: boolean }>(
			tx,
			sql`SELECT pg_try_advisory_xact_lock(${LOCKS.uploadOrphans}) AS locked`,
		);
		if (!lock?.locked) return null;
		return queryRows<{ name: string }>(
			tx,
			sql`SELECT name FROM uploads WHERE in_use_at IS NULL AND created_at < ${before}::timestamptz
				ORDER BY created_at LIMIT ${BATCH}`,
		);
	});
	if (!candidates) return { ran: false, deleted: 0 };
	let deleted = 0;
	for (const { name } of candidates) {
		try {
			if (await deleteIfUnused(db, storage, name)) deleted += 1;
			else await db.update(uploads).set({ inUseAt: now }).where(eq(uploads.name, name));
		} catch (error) {
			console.error(`[uploads] ${name} not deleted:`, error);
		}
	}
	return { ran: true, deleted };
}
