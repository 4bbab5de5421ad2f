import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

/**
 * The embedded database (PGlite) is one backend with no autovacuum: nothing else removes the dead
 * rows that every like, join and job leaves behind (an activity's counts are rewritten in its row;
 * the job queue rewrites its own rows every few seconds), nor gives the planner statistics of what
 * was written since the seed. Vacuuming the whole database takes the one connection for as long as
 * it runs, hence once an hour. Answers how long it took, in ms.
 */
export async function vacuumEmbeddedDatabase(db: Db): Promise<number> {
	const started = Date.now();
	await db.execute(sql`VACUUM (ANALYZE)`);
	return Date.now() - started;
}
