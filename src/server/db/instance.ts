import { getServerConfig } from '../config';
import { type DbHandle, openPglite, openPostgres } from './client';
import { applyMigrations } from './migrate';
import { seedDemoIfEmpty } from './seed/seed-demo';
import type { Db } from './types';

let opening: Promise<DbHandle> | undefined;

/**
 * Migrates PostgreSQL over a connection of its own without the pool's 15 s query timeout: a
 * roll-up's backfill over a season's data (0010, 0013) takes minutes.
 */
async function migrateWithoutTimeout(url: string): Promise<string[]> {
	const migrator = openPostgres({
		url,
		max: 1,
		queryTimeoutMs: null,
		applicationName: 'kpy-portal-migrate',
	});
	try {
		return await applyMigrations(migrator.db);
	} finally {
		await migrator.close();
	}
}

async function openConfigured(): Promise<DbHandle> {
	const config = getServerConfig();
	const handle = config.databaseUrl
		? openPostgres({ url: config.databaseUrl })
		: await openPglite(config.pgliteDir);
	try {
		const applied = config.databaseUrl
			? await migrateWithoutTimeout(config.databaseUrl)
			: await applyMigrations(handle.db);
		if (applied.length) console.log(`[db] migrations applied: ${applied.join(', ')}`);
		if (config.seedDemo === 'auto') await seedDemoIfEmpty(handle.db, config);
		return handle;
	} catch (error) {
		// The next request tries again with a fresh connection.
		await handle.close().catch(() => {});
		throw error;
	}
}

/**
 * The process's database, opened, migrated and (with SEED_DEMO=auto) seeded on first use.
 * A PGlite directory held by another process stops this one with the lock's message.
 */
export async function getDb(): Promise<Db> {
	return (await getDbHandle()).db;
}

/** The opened database with its driver's kind, for the job runner (src/server/jobs/runner.ts). */
export async function getDbHandle(): Promise<DbHandle> {
	opening ??= openConfigured().catch((error: unknown) => {
		opening = undefined;
		if (error instanceof Error && error.message.includes('PGLITE_DIR')) {
			console.error(error.message);
			process.exit(1);
		}
		console.error('[db] opening the database failed; the next request tries again:', error);
		throw error;
	});
	return opening;
}

/** Closes the database when the process stops (PGlite writes out and releases its directory). */
export async function closeDb(): Promise<void> {
	const handle = await opening?.catch(() => undefined);
	opening = undefined;
	await handle?.close();
}
