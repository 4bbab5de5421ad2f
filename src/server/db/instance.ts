import { getServerConfig } from '../config';
import { scheduleAnalyticsRollup } from '../services/analytics-rollup';
import { scheduleStatsRefresh } from '../services/stats/rollup';
import { type DbHandle, openPglite, openPostgres } from './client';
import { applyMigrations } from './migrate';
import { seedDemoIfEmpty } from './seed/seed-demo';
import type { Db } from './types';

let opening: Promise<DbHandle> | undefined;

async function openConfigured(): Promise<DbHandle> {
	const config = getServerConfig();
	const handle = config.databaseUrl
		? openPostgres({ url: config.databaseUrl })
		: await openPglite(config.pgliteDir);
	try {
		const applied = await applyMigrations(handle.db);
		if (applied.length) console.log(`[db] migrations applied: ${applied.join(', ')}`);
		if (config.seedDemo === 'auto') await seedDemoIfEmpty(handle.db, config);
		scheduleAnalyticsRollup(handle.db, config.analyticsRetentionDays);
		scheduleStatsRefresh(handle.db);
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
	opening ??= openConfigured().catch((error: unknown) => {
		opening = undefined;
		if (error instanceof Error && error.message.includes('PGLITE_DIR')) {
			console.error(error.message);
			process.exit(1);
		}
		console.error('[db] opening the database failed; the next request tries again:', error);
		throw error;
	});
	return (await opening).db;
}
