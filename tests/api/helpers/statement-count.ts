import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DbHandle } from '../../../src/server/db/client';

/** Statements sent while `counting` holds, per handle: the driver's client is wrapped once. */
const counters = new WeakMap<DbHandle, { counting: boolean; sent: number }>();

/**
 * PGlite runs every statement (query, exec, describe; BEGIN and COMMIT too) through
 * `_runExclusiveQuery`, its one lock on the database; it is internal, so its absence fails loudly.
 */
function wrapPglite(client: PGlite, counter: { counting: boolean; sent: number }): void {
	const exclusive = client as unknown as { _runExclusiveQuery?: (run: () => unknown) => unknown };
	const run = exclusive._runExclusiveQuery?.bind(client);
	if (!run) throw new Error('PGlite no longer has _runExclusiveQuery: count its statements anew');
	exclusive._runExclusiveQuery = (statement) => {
		if (counter.counting) counter.sent += 1;
		return run(statement);
	};
}

/** Each client a pg pool lends out has its query method counted, once per client. */
function wrapPool(pool: pg.Pool, counter: { counting: boolean; sent: number }): void {
	const wrapped = new WeakSet<pg.PoolClient>();
	pool.on('acquire', (client) => {
		if (wrapped.has(client)) return;
		wrapped.add(client);
		const query = client.query.bind(client) as (...args: unknown[]) => unknown;
		(client as unknown as { query: typeof query }).query = (...args) => {
			if (counter.counting) counter.sent += 1;
			return query(...args);
		};
	});
}

/**
 * Runs `work` and answers how many statements (database round trips) it sent through the handle's
 * real driver, BEGIN and COMMIT included. Nothing else may use the handle meanwhile.
 */
export async function countStatements<T>(
	handle: DbHandle,
	work: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
	let counter = counters.get(handle);
	if (!counter) {
		counter = { counting: false, sent: 0 };
		const client = (handle.db as unknown as { $client: unknown }).$client;
		if (handle.kind === 'pglite') wrapPglite(client as PGlite, counter);
		else wrapPool(client as pg.Pool, counter);
		counters.set(handle, counter);
	}
	counter.sent = 0;
	counter.counting = true;
	try {
		return { result: await work(), statements: counter.sent };
	} finally {
		counter.counting = false;
	}
}
