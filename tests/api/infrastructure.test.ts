import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readServerConfig } from '../../src/server/config';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { applyMigrations } from '../../src/server/db/migrate';
import { lockPgliteDir } from '../../src/server/db/pglite-lock';
import { analyticsEvents, users } from '../../src/server/db/schema';
import { seedDemoIfEmpty } from '../../src/server/db/seed/seed-demo';
import { queryRows } from '../../src/server/db/types';
import { decodeSensorsBeacon, storeAnalyticsEvents } from '../../src/server/services/analytics';
import { createTestDb, POSTGRES_URL } from './helpers/test-db';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

describe('migrations and seeding', () => {
	test('applying the migrations again changes nothing', async () => {
		expect(await applyMigrations(handle.db)).toEqual([]);
	});

	test('SEED_DEMO=auto seeds an empty database once', async () => {
		const config = readServerConfig({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'kpy-seed-')) });
		expect(await seedDemoIfEmpty(handle.db, config)).toBe(true);
		const [first] = await handle.db.select({ n: count() }).from(users);
		expect(await seedDemoIfEmpty(handle.db, config)).toBe(false);
		const [second] = await handle.db.select({ n: count() }).from(users);
		expect(second?.n).toBe(first?.n);
	});

	test('the seeded tables are left vacuumed and analysed: the planner knows their rows, none dead', async () => {
		for (const table of ['activities', 'joins', 'users']) {
			const [stats] = await queryRows<{
				rows: number;
				counted: number;
				visible: number;
				pages: number;
			}>(
				handle.db,
				sql`SELECT c.reltuples::int AS rows, c.relallvisible AS visible, c.relpages AS pages,
					(SELECT count(*)::int FROM ${sql.identifier(table)}) AS counted
				FROM pg_class c WHERE c.oid = ${table}::regclass`,
			);
			expect(stats?.counted, table).toBeGreaterThan(0);
			expect(stats?.rows, table).toBe(stats?.counted);
			// Only VACUUM marks pages all-visible; the seed's rewrites left none so.
			expect(stats?.visible, table).toBe(stats?.pages);
		}
	});

	test('every demo activity belongs to an organisation of its publisher, named after its organiser', async () => {
		const [orphans] = await queryRows<{ n: number }>(
			handle.db,
			sql`SELECT count(*)::int AS n FROM activities a
			LEFT JOIN organisations o ON o.id = a.organisation_id
			LEFT JOIN organisation_members m
				ON m.organisation_id = o.id AND m.user_id = a.owner_id AND m.role = 'owner'
			WHERE o.id IS NULL OR m.user_id IS NULL OR o.name <> a.organizer`,
		);
		expect(orphans?.n).toBe(0);
		const [kinds] = await queryRows<{ n: number }>(
			handle.db,
			sql`SELECT count(DISTINCT type)::int AS n FROM organisations`,
		);
		expect(kinds?.n).toBeGreaterThan(1);
	});
});

describe('PGlite directory lock', () => {
	test('a second opener of the same directory fails at once with a bilingual message', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'kpy-lock-'));
		writeFileSync(join(dir, 'kpy-server.lock'), String(process.ppid));
		await expect(openPglite(dir)).rejects.toThrow(/已被进程 \d+ 占用.*in use by process/);
	});

	test('a lock left by a dead process is taken over', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'kpy-lock-'));
		writeFileSync(join(dir, 'kpy-server.lock'), '2147483646');
		const release = lockPgliteDir(dir);
		expect(readFileSync(join(dir, 'kpy-server.lock'), 'utf8')).toBe(String(process.pid));
		release();
	});
});

describe('Sensors beacons (/sa)', () => {
	const event = {
		distinct_id: 'openid-1',
		event: 'KpyPageView',
		type: 'track',
		properties: { is_first_time: true },
	};
	const base64 = (text: string) => Buffer.from(text).toString('base64');

	test('decodes data, data_list and gzip+base64 payloads', () => {
		expect(decodeSensorsBeacon({ data: base64(JSON.stringify(event)) })).toHaveLength(1);
		expect(decodeSensorsBeacon({ data_list: base64(JSON.stringify([event, event])) })).toHaveLength(
			2,
		);
		const zipped = gzipSync(Buffer.from(JSON.stringify([event]))).toString('base64');
		expect(decodeSensorsBeacon({ data_list: zipped, gzip: '1' })[0]).toMatchObject({
			event: 'KpyPageView',
			distinctId: 'openid-1',
		});
	});

	test('drops undecodable payloads and records without an event', () => {
		expect(decodeSensorsBeacon({ data: '%%%not-base64' })).toEqual([]);
		expect(decodeSensorsBeacon({ data: base64('{"x":1}') })).toEqual([]);
		expect(decodeSensorsBeacon({})).toEqual([]);
	});

	test('stores the decoded events with their project', async () => {
		const records = decodeSensorsBeacon({
			data_list: base64(JSON.stringify([event, { ...event, event: 'KpyAppPageView' }])),
		});
		expect(await storeAnalyticsEvents(handle.db, 'production', records, new Date())).toBe(2);
		const rows = await handle.db.select().from(analyticsEvents);
		expect(rows.map((row) => [row.project, row.event])).toEqual([
			['production', 'KpyPageView'],
			['production', 'KpyAppPageView'],
		]);
	});
});

if (!POSTGRES_URL) {
	console.info(
		'skipped: "PostgreSQL connection loss", "PostgreSQL query timeout" and "PostgreSQL plans" need a PostgreSQL server (DATABASE_URL); PGlite has no connection to lose or time out, nor a plan cache setting.',
	);
}

describe('PostgreSQL plans', () => {
	test.skipIf(!POSTGRES_URL)(
		'the pool plans every run of a prepared list statement for its values, in the test schema (PostgreSQL only; skipped without DATABASE_URL)',
		async () => {
			const rows = await queryRows<{ mode: string; path: string }>(
				handle.db,
				sql`SELECT current_setting('plan_cache_mode') AS mode, current_setting('search_path') AS path`,
			);
			expect(rows).toEqual([{ mode: 'force_custom_plan', path: handle.schema }]);
		},
	);
});

describe('PostgreSQL connection loss', () => {
	test.skipIf(!POSTGRES_URL)(
		'a terminated connection fails no later query and does not crash the process (PostgreSQL only; skipped without DATABASE_URL)',
		async () => {
			await handle.db.select({ n: count() }).from(users);
			const admin = new pg.Client({ connectionString: POSTGRES_URL });
			await admin.connect();
			const killed = await admin.query(
				'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
				[handle.schema],
			);
			expect(killed.rowCount).toBeGreaterThan(0);
			await admin.end();
			await new Promise((resolve) => setTimeout(resolve, 200));
			const [row] = await handle.db.select({ n: count() }).from(users);
			expect(row?.n).toBeGreaterThan(0);
		},
	);
});

describe('PostgreSQL query timeout', () => {
	test.skipIf(!POSTGRES_URL)(
		'the pool gives up on a slow query; the migrator, opened without a timeout, waits for it (PostgreSQL only; skipped without DATABASE_URL)',
		async () => {
			const url = POSTGRES_URL ?? '';
			const hasty = openPostgres({ url, max: 1, queryTimeoutMs: 200 });
			const patient = openPostgres({ url, max: 1, queryTimeoutMs: null });
			try {
				const failure: unknown = await hasty.db.execute(sql`SELECT pg_sleep(0.5)`).then(
					() => null,
					(error: unknown) => error,
				);
				// Drizzle wraps the driver's error; its cause says why.
				expect(String((failure as { cause?: unknown } | null)?.cause)).toMatch(/timeout/i);
				await expect(patient.db.execute(sql`SELECT pg_sleep(0.5)`)).resolves.toBeDefined();
			} finally {
				await Promise.all([hasty.close(), patient.close()]);
			}
		},
	);
});
