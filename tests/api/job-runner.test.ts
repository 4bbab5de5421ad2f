import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import type { DbHandle } from '../../src/server/db/client';
import { messages, users } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/types';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/runner';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { readCompleteJsonLines } from './helpers/json-lines';
import { createTestDb, POSTGRES_URL } from './helpers/test-db';

let handle: DbHandle & { schema?: string };
/** Where the file sender writes the SMS copies of notices (sms-notices.jsonl). */
const smsDir = mkdtempSync(join(tmpdir(), 'kpy-jobs-sms-'));
let runner: JobRunner;
let api: TestApi;
/** One reminder, an hour before the start. */
const offset = 3_600;
const jobSchema = () => `${handle.schema ?? 'kpy'}_jobs`;

beforeAll(async () => {
	handle = await createTestDb();
	runner = createJobRunner({
		handle,
		config: {
			reminderOffsets: [offset],
			analyticsRetentionDays: 30,
			auditRetentionDays: 180,
			registrationRetentionDays: 180,
			uploadOrphanHours: 24,
			loginCodeSender: `file:${join(smsDir, 'codes.jsonl')}`,
			sms: {},
			smsNotices: { templates: {}, perUserPerDay: 5 },
			// Long past: the sweep sends no summary reminders here (summary-reminders.test.ts does).
			summaryDeadline: 0,
		},
		schema: jobSchema(),
		pollingSeconds: 0.5,
		schedules: false,
	});
	await runner.start();
	api = createTestApi(handle.db, {}, { jobs: runner });
});

afterAll(async () => {
	await runner.stop();
	await handle.close();
	if (POSTGRES_URL) {
		const admin = new pg.Client({ connectionString: POSTGRES_URL });
		await admin.connect();
		await admin.query(`DROP SCHEMA IF EXISTS ${jobSchema()} CASCADE`);
		await admin.end();
	}
});

/** Waits (at most a minute) until the activity has `count` messages of `kind`, and answers them. */
async function waitForMessages(activityId: number, kind: 'reminder' | 'change', count: number) {
	const deadline = Date.now() + 60_000;
	for (;;) {
		const rows = await handle.db
			.select()
			.from(messages)
			.where(and(eq(messages.activityId, activityId), eq(messages.kind, kind)));
		if (rows.length >= count || Date.now() > deadline) return rows;
		await new Promise((done) => setTimeout(done, 250));
	}
}

/** Waits (at most a minute) until `count` SMS notices of `kind` went to the file sender. */
async function waitForTexts(kind: 'reminder' | 'change' | 'promotion', count: number) {
	const file = join(smsDir, 'sms-notices.jsonl');
	const deadline = Date.now() + 60_000;
	for (;;) {
		const lines = readCompleteJsonLines<{ kind: string; mobile: string }>(file);
		const found = lines.filter((line) => line.kind === kind);
		if (found.length >= count || Date.now() > deadline) return found;
		await new Promise((done) => setTimeout(done, 250));
	}
}

/** Waits until the queue has no job that is due and not finished. */
async function waitUntilIdle(queue: string) {
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		const rows = await queryRows<{ n: number }>(
			handle.db,
			sql`SELECT count(*)::int AS n FROM ${sql.identifier(jobSchema())}.job
				WHERE name = ${queue} AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
		);
		if (rows[0]?.n === 0) return;
		await new Promise((done) => setTimeout(done, 250));
	}
	throw new Error(`queue ${queue} still busy`);
}

test('pg-boss runs the reminder at its due time and the change notice after an edit, once each', async () => {
	const owner = await api.login(uniqueMobile());
	// The reminder falls due a few seconds from now, after the two people below have joined.
	const start = Math.ceil((Date.now() + (offset + 8) * 1000) / 1000) * 1000;
	const body = activityBody({
		title: '作业队列测试活动',
		start_time: formatBusinessTime(start),
		end_time: formatBusinessTime(start + 3_600_000),
	});
	const created = await api.call('/activity/addActivity', body, { auth: owner });
	expect(created.code).toBe(0);
	const id: number = created.data.id;
	const mobiles = [uniqueMobile(), uniqueMobile()];
	const people = [await api.login(mobiles[0] as string), await api.login(mobiles[1] as string)];
	for (const auth of people) {
		expect((await api.call('/activity/activityJoin', { id, agree: 1 }, { auth })).code).toBe(0);
	}
	// Publishing queued the activity's job, which planned the reminder at its due time.
	const reminders = await waitForMessages(id, 'reminder', 2);
	expect(reminders.map((m) => m.userId).sort()).toEqual(people.map((p) => p.uid).sort());
	// The reminder job sends their SMS copies once it has written them.
	expect((await waitForTexts('reminder', 2)).map((t) => t.mobile).sort()).toEqual(mobiles.sort());

	const edit = await api.call(
		'/activity/updateActivity',
		{ id, ...body, venue: '新馆' },
		{ auth: owner },
	);
	expect(edit.code).toBe(0);
	const notices = await waitForMessages(id, 'change', 2);
	expect(notices[0]?.body).toContain('→ 北京市 · 东城区 新馆 东城区某路 1 号');
	expect((await waitForTexts('change', 2)).map((t) => t.mobile).sort()).toEqual(mobiles.sort());
	// The edit queued the reminders again: once that job has run, the one already sent is still one.
	await waitUntilIdle('reminders');
	expect(await waitForMessages(id, 'reminder', 2)).toHaveLength(2);
}, 120_000);

/** Jobs of `queue` ever created in this schema. */
async function jobsCreated(queue: string) {
	const rows = await queryRows<{ n: number }>(
		handle.db,
		sql`SELECT count(*)::int AS n FROM ${sql.identifier(jobSchema())}.job WHERE name = ${queue}`,
	);
	return rows[0]?.n ?? 0;
}

test('a cancel that hands its seat to the queue sends the SMS copy at once; one that frees no seat queues nothing', async () => {
	const owner = await api.login(uniqueMobile());
	const created = await api.call(
		'/activity/addActivity',
		activityBody({ title: '候补即时短信活动', capacity: 1 }),
		{ auth: owner },
	);
	expect(created.code).toBe(0);
	const id: number = created.data.id;
	const waiterMobile = uniqueMobile();
	const [seated, waiter, stranger] = [
		await api.login(uniqueMobile()),
		await api.login(waiterMobile),
		await api.login(uniqueMobile()),
	];
	expect((await api.call('/activity/activityJoin', { id, agree: 1 }, { auth: seated })).code).toBe(
		0,
	);
	const queued = await api.call('/activity/waitlistJoin', { id, agree: 1 }, { auth: waiter });
	expect(queued.data.state).toBe('waitlisted');
	await waitUntilIdle('sms-notices');
	const before = await jobsCreated('sms-notices');

	expect((await api.call('/activity/cancelJoin', { id }, { auth: stranger })).code).toBe(0);
	expect(await jobsCreated('sms-notices')).toBe(before);

	expect((await api.call('/activity/cancelJoin', { id }, { auth: seated })).code).toBe(0);
	expect(await jobsCreated('sms-notices')).toBe(before + 1);
	const texts = await waitForTexts('promotion', 1);
	expect(texts.map((text) => text.mobile)).toContain(waiterMobile);
}, 120_000);

if (POSTGRES_URL) {
	console.info(
		'skipped: "the embedded database is vacuumed and analysed by its job" runs on PGlite only; PostgreSQL has autovacuum and no such job.',
	);
}

test.skipIf(Boolean(POSTGRES_URL))(
	'the embedded database is vacuumed and analysed by its job: the planner learns the rows written since (PGlite only)',
	async () => {
		await handle.db.insert(users).values(
			Array.from({ length: 40 }, (_, i) => ({
				mobile: uniqueMobile(),
				openid: crypto.randomUUID(),
				showName: `维护 ${i}`,
			})),
		);
		const planned = async () =>
			(
				await queryRows<{ rows: number; counted: number }>(
					handle.db,
					sql`SELECT reltuples::int AS rows, (SELECT count(*)::int FROM users) AS counted
					FROM pg_class WHERE oid = 'users'::regclass`,
				)
			)[0];
		expect((await planned())?.rows).not.toBe((await planned())?.counted);
		await runner.send('embedded-vacuum', {});
		const deadline = Date.now() + 30_000;
		while ((await planned())?.rows !== (await planned())?.counted && Date.now() < deadline) {
			await new Promise((done) => setTimeout(done, 250));
		}
		expect((await planned())?.rows).toBe((await planned())?.counted);
	},
);
