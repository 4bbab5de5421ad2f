import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';
import type { Db } from './types';

export interface DbHandle {
	db: Db;
	kind: 'pglite' | 'postgres';
	close: () => Promise<void>;
}

/**
 * PostgreSQL's own page cache inside PGlite's WebAssembly memory, which never shrinks: its default
 * of 128 MB was most of an idle server's memory. The files stay in the operating system's cache, so
 * reads beyond it cost a copy, not a disk read (docs/benchmarks.md: bench:soak's RSS).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * One in-process PGlite, never a pool. `dir` undefined: in memory, started from `loadDataDir` (a
 * `dumpDataDir` tarball) when given.
 */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<DbHandle> {
	const release = dir ? lockPgliteDir(dir) : () => {};
	try {
		// pg_trgm backs the keyword search indexes (migration 0003).
		const options = {
			extensions: { pg_trgm },
			startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
			...(loadDataDir ? { loadDataDir } : {}),
		};
		const client = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
		const db = drizzlePglite({ client, schema }) as unknown as Db;
		return {
			db,
			kind: 'pglite',
			close: async () => {
				await client.close();
				release();
			},
		};
	} catch (error) {
		release();
		throw error;
	}
}

export interface PostgresOptions {
	url: string;
	/** Tests give each file its own schema. */
	searchPath?: string;
	/** Shown in pg_stat_activity. */
	applicationName?: string;
	max?: number;
	/** The longest a query may take before the client gives up; null for none (migrations). */
	queryTimeoutMs?: number | null;
}

/** A `pg` pool with timeouts and an error handler, so that a dropped connection never crashes the process. */
export function openPostgres(options: PostgresOptions): DbHandle {
	const pool = new pg.Pool({
		connectionString: options.url,
		max: options.max ?? 20,
		// Also the longest wait for a free client: a PostgreSQL that is down refuses at once, so this
		// only bounds waits under load (2 s made 5xx at 200 users in bench:soak) and unreachable hosts.
		connectionTimeoutMillis: 5_000,
		idleTimeoutMillis: 10_000,
		...(options.queryTimeoutMs === null ? {} : { query_timeout: options.queryTimeoutMs ?? 15_000 }),
		keepAlive: true,
		application_name: options.applicationName ?? 'kpy-portal',
		options: [
			// The list's and the session's statements are prepared once per shape
			// (prepared-statements.ts); each run is still planned for its values, as an unnamed query
			// is, so no plan falls back to a generic one.
			'-c plan_cache_mode=force_custom_plan',
			...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
		].join(' '),
	});
	pool.on('error', (error) => {
		console.error('[db] idle PostgreSQL client failed:', error.message);
	});
	// The pool listens for errors only on idle clients. A client checked out for a transaction
	// whose connection drops between two queries would otherwise emit an unhandled 'error' and
	// end the process; its next query fails instead and the pool discards it on release.
	pool.on('connect', (client) => {
		client.on('error', (error) => {
			console.error('[db] PostgreSQL connection lost:', error.message);
		});
	});
	const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
	return { db, kind: 'postgres', close: () => pool.end() };
}
