import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openPglite, openPostgres } from '../../../src/server/db/client';
import { applyMigrations } from '../../../src/server/db/migrate';
import { flushActivityViews } from '../../../src/server/services/activities/view-count';

/** CI sets DATABASE_URL; an empty string means unset, as in the server. */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

/** The suite's migrated PGlite data directory, read once per worker. */
let snapshot: Blob | undefined;

/**
 * A fresh, migrated database for one test file: PGlite in memory (from the suite's snapshot), or,
 * when DATABASE_URL is set, a schema of its own on that PostgreSQL (dropped by `close`), so test
 * files can run in parallel. `close` first writes the views the file's requests left buffered: the
 * test files of a worker share its modules, and a write after the close would fail in the next file.
 */
export async function createTestDb(): Promise<DbHandle & { schema?: string }> {
	const handle = POSTGRES_URL ? await createPostgresSchema(POSTGRES_URL) : await createPglite();
	return {
		...handle,
		close: async () => {
			await flushActivityViews(handle.db);
			await handle.close();
		},
	};
}

async function createPglite(): Promise<DbHandle> {
	// The suite's global setup (pglite-snapshot.ts) has migrated one already.
	const file = inject('pgliteSnapshot');
	if (file) {
		snapshot ??= new Blob([readFileSync(file)]);
		return openPglite(undefined, snapshot);
	}
	const handle = await openPglite();
	await applyMigrations(handle.db);
	return handle;
}

async function createPostgresSchema(url: string): Promise<DbHandle & { schema: string }> {
	const schema = `t_${randomBytes(6).toString('hex')}`;
	const admin = new pg.Client({ connectionString: url });
	await admin.connect();
	await admin.query(`CREATE SCHEMA ${schema}`);
	await admin.end();
	const handle = openPostgres({ url, searchPath: schema, applicationName: schema, max: 25 });
	await applyMigrations(handle.db);
	return {
		...handle,
		schema,
		close: async () => {
			await handle.close();
			const dropper = new pg.Client({ connectionString: url });
			await dropper.connect();
			await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
			await dropper.end();
		},
	};
}
