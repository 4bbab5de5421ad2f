import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import { SERVER_ENTRY, SERVER_START_TIMEOUT_MS } from './publish-server';

/**
 * A reminder survives a restart and is sent once. A real server process schedules a
 * reminder due seconds later, is killed (SIGKILL, like a crash) before it is due, and started again
 * on the same database after the due time: the reminder arrives, once per person. On PGlite (a
 * directory on disk) and on PostgreSQL (a database of its own, when one answers).
 */
test.describe.configure({ mode: 'serial', timeout: 4 * SERVER_START_TIMEOUT_MS });

const PORT = Number(process.env.E2E_PORT ?? 4720) + 7;
const BASE = `http://localhost:${PORT}`;
/** npm test's PostgreSQL (CI sets it); this spec makes and drops a database of its own on it. */
const POSTGRES_URL = process.env.DATABASE_URL || undefined;
const WITHOUT_POSTGRES =
	'needs a PostgreSQL server (DATABASE_URL, as npm test in CI sets it); the PGlite run covers the restart';
/** One reminder an hour before the start; the activity starts an hour and a few seconds away. */
const OFFSET_S = 3_600;

interface Server {
	child: ChildProcess;
	log: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
	let log = '';
	const child = spawn(process.execPath, [SERVER_ENTRY], {
		env: {
			...process.env,
			PORT: String(PORT),
			HOST: 'localhost',
			SEED_DEMO: 'never',
			PUBLISH_CUTOFF: '2099-12-31 23:59:59',
			REMINDER_OFFSETS: `${OFFSET_S}s`,
			// People log in by script here; the captcha before sendCode has its own specs.
			CAPTCHA: 'off',
			ASTRO_TELEMETRY_DISABLED: '1',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const keep = (chunk: Buffer) => {
		log += chunk.toString();
		if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
	};
	child.stdout?.on('data', keep);
	child.stderr?.on('data', keep);
	const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
		const ready = await fetch(`${BASE}/readyz`).catch(() => null);
		if (ready?.ok) return { child, log: () => log };
		await new Promise((done) => setTimeout(done, 250));
	}
	throw new Error(`server did not come up:\n${log}`);
}

function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
	return new Promise((done) => {
		if (server.child.exitCode !== null || server.child.signalCode !== null) return done();
		server.child.once('exit', () => done());
		server.child.kill(signal);
	});
}

async function api(path: string, body: unknown, auth?: { token: string; sign: string }) {
	const response = await fetch(`${BASE}/api${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...(auth ?? {}) },
		body: JSON.stringify(body),
	});
	// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the API tests
	return (await response.json()) as { code: number; msg: string; data: any };
}

let mobiles = 0;
async function logIn(codeFile: string) {
	mobiles += 1;
	const mobile = `136${String(process.pid % 10_000).padStart(4, '0')}${String(mobiles).padStart(4, '0')}`;
	expect((await api('/account/sendCode', { mobile })).code).toBe(0);
	const line = readFileSync(codeFile, 'utf8')
		.trim()
		.split('\n')
		.map((text) => JSON.parse(text) as { mobile: string; code: string })
		.filter((entry) => entry.mobile === mobile)
		.at(-1);
	const answer = await api('/account/ajaxByCode', { mobile, code: line?.code, agree: 1 });
	expect(answer.code).toBe(0);
	return { token: answer.data.token as string, sign: answer.data.sign as string };
}

async function remindersOf(auth: { token: string; sign: string }, activityId: number) {
	const list = await api('/user/getMessageList', { page: 1, pageSize: 50 }, auth);
	expect(list.code).toBe(0);
	return (list.data.items as { kind: string; activity_id: number }[]).filter(
		(message) => message.kind === 'reminder' && message.activity_id === activityId,
	);
}

async function scenario(env: Record<string, string>, dataDir: string) {
	const codeFile = join(dataDir, 'login-codes.jsonl');
	const serverEnv = { ...env, LOGIN_CODE_SENDER: `file:${codeFile}` };
	const first = await startServer(serverEnv);
	const owner = await logIn(codeFile);
	const people = [await logIn(codeFile), await logIn(codeFile)];
	const start = Math.ceil((Date.now() + (OFFSET_S + 20) * 1000) / 1000) * 1000;
	const created = await api(
		'/activity/addActivity',
		{
			title: '重启提醒测试',
			summary: '重启之间的提醒',
			content: '<p>提醒</p>',
			start_time: formatBusinessTime(start),
			end_time: formatBusinessTime(start + 3_600_000),
			mode: 'online',
			province_code: '110000',
			city_code: '110100',
			district_code: '110101',
			online_url: 'https://live.example/room',
			organizer: '测试主办方',
			contact_name: '王老师',
			contact_phone: '010-61234567',
			audiences: [1],
		},
		owner,
	);
	expect(created.code, created.msg).toBe(0);
	const id: number = created.data.id;
	for (const auth of people)
		expect((await api('/activity/activityJoin', { id, agree: 1 }, auth)).code).toBe(0);
	// Scheduled, not due yet: the server dies (no shutdown) before the reminder is due.
	const dueAt = start - OFFSET_S * 1000;
	expect(Date.now()).toBeLessThan(dueAt);
	await stopServer(first, 'SIGKILL');
	await new Promise((done) => setTimeout(done, Math.max(0, dueAt - Date.now()) + 1_000));

	const second = await startServer(serverEnv);
	try {
		for (const auth of people) {
			await expect
				.poll(async () => (await remindersOf(auth, id)).length, { timeout: 90_000 })
				.toBe(1);
		}
		// A second restart (graceful this time) runs the sweep again: still one each.
		await stopServer(second, 'SIGTERM');
		const third = await startServer(serverEnv);
		try {
			// Its start sweep has looked at the activity again.
			await expect
				.poll(() => third.log().includes('[jobs] start sweep:'), { timeout: 60_000 })
				.toBe(true);
			for (const auth of people) expect(await remindersOf(auth, id)).toHaveLength(1);
		} finally {
			await stopServer(third, 'SIGTERM');
		}
	} finally {
		await stopServer(second, 'SIGTERM');
	}
}

test('a reminder scheduled before a crash arrives once after the restart, on PGlite @desktop', async () => {
	const dataDir = mkdtempSync(join(tmpdir(), 'kpy-reminder-restart-'));
	await scenario(
		{ DATABASE_URL: '', PGLITE_DIR: join(dataDir, 'pglite'), UPLOAD_DIR: join(dataDir, 'uploads') },
		dataDir,
	);
});

if (POSTGRES_URL) {
	test('a reminder scheduled before a crash arrives once after the restart, on PostgreSQL @desktop', async () => {
		const admin = new pg.Client({ connectionString: POSTGRES_URL });
		await admin.connect();
		const database = `kpy_reminder_${randomBytes(4).toString('hex')}`;
		await admin.query(`CREATE DATABASE ${database}`);
		const dataDir = mkdtempSync(join(tmpdir(), 'kpy-reminder-restart-pg-'));
		const url = new URL(POSTGRES_URL);
		url.pathname = `/${database}`;
		try {
			await scenario({ DATABASE_URL: url.href, UPLOAD_DIR: join(dataDir, 'uploads') }, dataDir);
		} finally {
			await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
			await admin.end();
		}
	});
} else if (!process.env.TEST_WORKER_INDEX) {
	console.log(`not running "a reminder … on PostgreSQL": ${WITHOUT_POSTGRES}`);
}
