import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openPglite, openPostgres } from '../../../src/server/db/client';
import { applyMigrations } from '../../../src/server/db/migrate';

/** CI sets DATABASE_URL; an empty string means unset, as in the server. */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

/**
 * A fresh, migrated database for one test file: PGlite in memory (from the suite's snapshot), or,
 * when DATABASE_URL is set, a schema of its own on that PostgreSQL (dropped by `close`), so test
 * files can run in parallel.
 */
export async function createTestDb(): Promise<DbHandle & { schema?: string }> {
	if (!POSTGRES_URL) {
		// The suite's global setup (pglite-snapshot.ts) has migrated one already.
		const snapshot = inject('pgliteSnapshot');
		if (snapshot) return openPglite(undefined, new Blob([readFileSync(snapshot)]));
		const handle = await openPglite();
		await applyMigrations(handle.db);
		return handle;
	}
	const schema = `t_${randomBytes(6).toString('hex')}`;
	const admin = new pg.Client({ connectionString: POSTGRES_URL });
	await admin.connect();
	await admin.query(`CREATE SCHEMA ${schema}`);
	await admin.end();
	const handle = openPostgres({
		url: POSTGRES_URL,
		searchPath: schema,
		applicationName: schema,
		max: 25,
	});
	await applyMigrations(handle.db);
	return {
		...handle,
		schema,
		close: async () => {
			await handle.close();
			const dropper = new pg.Client({ connectionString: POSTGRES_URL });
			await dropper.connect();
			await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
			await dropper.end();
		},
	};
}
