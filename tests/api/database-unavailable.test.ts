import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { failureResponse } from '../../src/server/api/failure';
import { openPostgres } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable';
import { createTestApi } from './helpers/api';
import { POSTGRES_URL } from './helpers/test-db';

/** Nothing listens on port 9 here, so every connection is refused (a PostgreSQL that is down). */
const down = openPostgres({ url: 'postgres://kpy@127.0.0.1:9/kpy', max: 2 });
afterAll(() => down.close());

async function failureOf(work: Promise<unknown>): Promise<unknown> {
	try {
		await work;
	} catch (error) {
		return error;
	}
	throw new Error('the query succeeded');
}

describe('API while the database is unreachable', () => {
	const api = createTestApi(down.db);

	test('a public read answers HTTP 503 with 服务暂不可用 and Retry-After', async () => {
		const result = await api.call('/activity/getActivityList', { pageSize: 1 });
		expect(result).toMatchObject({ status: 503, code: 100000503, msg: '服务暂不可用，请稍后再试' });
		expect(result.headers.get('retry-after')).toBe('5');
	});

	test('a signed-in write answers 503 too, within the connection timeout', async () => {
		const started = Date.now();
		const result = await api.call(
			'/activity/activityJoin',
			{ id: 1, agree: 1 },
			{ cookie: `kpy_session=${'a'.repeat(64)}` },
		);
		expect(result).toMatchObject({ status: 503, code: 100000503 });
		expect(Date.now() - started).toBeLessThan(2_000);
	});
});

describe('telling a database that is away from a query it refused', () => {
	test('a refused connection, through Drizzle, is unavailability', async () => {
		const error = await failureOf(down.db.execute(sql`SELECT 1`));
		expect(isDatabaseUnavailable(error)).toBe(true);
		expect(failureResponse(error).status).toBe(503);
	});

	test('any other failure stays a 500 服务器错误', async () => {
		const response = failureResponse(
			new TypeError("Cannot read properties of undefined (reading 'id')"),
		);
		expect(response.status).toBe(500);
		expect(await response.json()).toMatchObject({ code: 100000500 });
	});
});

if (!POSTGRES_URL) console.log('PostgreSQL error tests skipped: they need DATABASE_URL.');
describe.skipIf(!POSTGRES_URL)('on a real PostgreSQL', () => {
	const url = POSTGRES_URL ?? '';

	test('an error the database answers (division by zero) stays a 500', async () => {
		const handle = openPostgres({ url, max: 1 });
		try {
			const error = await failureOf(handle.db.execute(sql`SELECT 1 / 0`));
			expect(isDatabaseUnavailable(error)).toBe(false);
			expect(failureResponse(error).status).toBe(500);
		} finally {
			await handle.close();
		}
	});

	/** A pool of one connection named `name`, and an admin connection to end it with. */
	async function openVictim() {
		const name = `kpy-test-57p01-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
		const handle = openPostgres({ url, max: 1, applicationName: name });
		const admin = new pg.Client({ connectionString: url });
		await admin.connect();
		await handle.db.execute(sql`SELECT 1`);
		return {
			db: handle.db,
			terminate: () =>
				admin.query(
					'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
					[name],
				),
			close: async () => {
				await admin.end();
				await handle.close();
			},
		};
	}

	test('a connection terminated by the server (57P01) is unavailability', async () => {
		const victim = await openVictim();
		try {
			const sleeping = failureOf(victim.db.execute(sql`SELECT pg_sleep(10)`));
			await new Promise((resolve) => setTimeout(resolve, 200));
			await victim.terminate();
			const error = await sleeping;
			expect(isDatabaseUnavailable(error)).toBe(true);
			expect(failureResponse(error).status).toBe(503);
			// The pool drops the dead client and the next query gets a fresh connection.
			await expect(victim.db.execute(sql`SELECT 1`)).resolves.toBeTruthy();
		} finally {
			await victim.close();
		}
	});

	test('a connection dropped between two queries of a transaction fails the query, not the process', async () => {
		const victim = await openVictim();
		try {
			const error = await failureOf(
				victim.db.transaction(async (tx) => {
					await tx.execute(sql`SELECT 1`);
					await victim.terminate();
					// The 'error' event arrives while no query runs on the checked-out client.
					await new Promise((resolve) => setTimeout(resolve, 300));
					await tx.execute(sql`SELECT 1`);
				}),
			);
			expect(isDatabaseUnavailable(error)).toBe(true);
			await expect(victim.db.execute(sql`SELECT 1`)).resolves.toBeTruthy();
		} finally {
			await victim.close();
		}
	});
});
