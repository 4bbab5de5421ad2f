import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { DbHandle } from '../db/client';

/**
 * pg-boss's `db` option over the process's own connection, so the job queue needs no second pool
 * and runs on the embedded PGlite too. pg-boss sends its schema and maintenance as several
 * statements without parameters: PGlite runs those with `exec`, which answers one result per
 * statement (the last is the one that matters), and everything else with `query`.
 */
export function jobExecutor(handle: Pick<DbHandle, 'db' | 'kind'>): PgBoss.Db {
	const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
	if (handle.kind === 'postgres') {
		const pool = client as pg.Pool;
		return { executeSql: (text, values) => pool.query(text, values) };
	}
	const pglite = client as PGlite;
	return {
		async executeSql(text, values) {
			if (values?.length) return pglite.query(text, values);
			const results = await pglite.exec(text);
			return results.at(-1) ?? { rows: [] };
		},
	};
}
