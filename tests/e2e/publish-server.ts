import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A portal server of a test's own, for settings the shared web server does not have. */
export interface PortalServer {
	baseURL: string;
	dataDir: string;
	/** What the server has printed so far. */
	output: () => string;
	stop: () => Promise<void>;
	/** Asks it to stop (SIGTERM) without waiting, as a worker that exits can. */
	kill: () => void;
}

/** The built server; the Playwright web server has built it before any test runs. */
export const SERVER_ENTRY = resolve(process.env.E2E_SERVER_ENTRY ?? 'dist/server/serve.mjs');

/** Publishing stays open on these servers unless a test closes it. */
const OPEN_CUTOFF = '2099-12-31 23:59:59';

async function waitUntilLive(baseURL: string, child: ChildProcess, output: () => string) {
	const deadline = Date.now() + 90_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
		try {
			// /readyz opens, migrates and seeds the database, so the tests do not wait for that.
			if ((await fetch(`${baseURL}/readyz`)).ok) return;
		} catch {
			// Not listening yet.
		}
		await new Promise((done) => setTimeout(done, 250));
	}
	throw new Error(`server on ${baseURL} did not come up:\n${output()}`);
}

/** Time for a server to start, migrate and seed on a busy machine. */
export const SERVER_START_TIMEOUT_MS = 120_000;

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once('error', reject);
		probe.listen(0, '127.0.0.1', () => {
			const address = probe.address();
			probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
		});
	});
}

/** Spawns the built server on a data directory and resolves once it answers /readyz. */
async function spawnServer(
	port: number,
	dataDir: string,
	env: Record<string, string>,
	entry: string,
): Promise<PortalServer & { exitCode: () => number | null }> {
	const host = env.HOST ?? 'localhost';
	const baseURL = `http://${host}:${port}`;
	let log = '';
	const child = spawn(process.execPath, [entry], {
		env: {
			...process.env,
			PORT: String(port),
			HOST: host,
			DATABASE_URL: '',
			PGLITE_DIR: join(dataDir, 'pglite'),
			UPLOAD_DIR: join(dataDir, 'uploads'),
			LOGIN_CODE_SENDER: `file:${join(dataDir, 'login-codes.jsonl')}`,
			PUBLISH_CUTOFF: OPEN_CUTOFF,
			ASTRO_TELEMETRY_DISABLED: '1',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const keep = (chunk: Buffer) => {
		log += chunk.toString();
		// E2E_SERVER_LOG=1 shows what the server says, for a test that fails without a reason.
		if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
	};
	child.stdout?.on('data', keep);
	child.stderr?.on('data', keep);
	await waitUntilLive(baseURL, child, () => log);
	return {
		baseURL,
		dataDir,
		output: () => log,
		exitCode: () => child.exitCode,
		kill: () => {
			if (child.exitCode === null) child.kill('SIGTERM');
		},
		stop: () =>
			new Promise((done) => {
				if (child.exitCode !== null) return done();
				child.once('exit', () => done());
				child.kill('SIGTERM');
			}),
	};
}

type SeedDemo = 'auto' | 'never';

/**
 * A data directory (database and uploads) as a fresh server leaves it once migrated and, with
 * SEED_DEMO=auto, seeded: made once per run by a server that then stops cleanly, and copied for each
 * server after it, which saves every server the embedded database's initdb, the migrations and the
 * demo pictures. Its seed's dates are those of the run's start, as the shared server's are.
 */
async function templateDir(seedDemo: SeedDemo, entry: string): Promise<string> {
	const runDir = process.env.E2E_DATA_DIR ?? tmpdir();
	const ready = join(runDir, `template-${seedDemo}`);
	if (existsSync(ready)) return ready;
	const building = mkdtempSync(join(runDir, `template-${seedDemo}-building-`));
	const server = await spawnServer(await freePort(), building, { SEED_DEMO: seedDemo }, entry);
	await server.stop();
	// Exit code 0 says the server closed its database on SIGTERM rather than dying mid-write.
	if (server.exitCode() !== 0)
		throw new Error(`the template server exited with ${server.exitCode()}`);
	rmSync(join(building, 'login-codes.jsonl'), { force: true });
	try {
		renameSync(building, ready);
	} catch (error) {
		// Another worker finished the same template first.
		if (!existsSync(ready)) throw error;
		rmSync(building, { recursive: true, force: true });
	}
	return ready;
}

/** Starts the built portal on `port` with a fresh embedded database and the given settings. */
export async function startPortalServer(
	port: number,
	env: Record<string, string> = {},
	entry = SERVER_ENTRY,
): Promise<PortalServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'kpy-publish-e2e-'));
	if (!env.DATABASE_URL && !env.PGLITE_DIR && !env.UPLOAD_DIR) {
		const seedDemo: SeedDemo = env.SEED_DEMO === 'never' ? 'never' : 'auto';
		cpSync(await templateDir(seedDemo, entry), dataDir, { recursive: true });
	}
	return spawnServer(port, dataDir, env, entry);
}

const sharedServers = new Map<string, Promise<PortalServer>>();

/**
 * The server of a group of spec files that need the same settings, started by the first of them in
 * a worker and kept until the worker exits: the files of a group pay one start between them. So
 * no file of a group may depend on data another one changes: each logs in with numbers of its own,
 * or only reads what the server seeded.
 */
function groupPortalServer(group: string, env: Record<string, string>): Promise<PortalServer> {
	let server = sharedServers.get(group);
	if (!server) {
		server = freePort().then((port) => startPortalServer(port, env));
		sharedServers.set(group, server);
		server.then(
			(started) => process.once('exit', started.kill),
			() => sharedServers.delete(group),
		);
	}
	return server;
}

/**
 * Publishing open (the shared server's is closed once the real cutoff has passed), no demo data.
 * Its files log in some 45 numbers between them, participants a dozen at once: one address may check
 * three codes an hour for each code it may be sent, so it may be sent 1000 (3000 checks, not the
 * default 180), as the shared server's may.
 */
export function openPublishingServer(): Promise<PortalServer> {
	return groupPortalServer('open-publishing', {
		SEED_DEMO: 'never',
		LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '1000',
	});
}

/** Publishing open over the demo data, for pages that show the form and the demo records. */
export function openPublishingDemoServer(): Promise<PortalServer> {
	return groupPortalServer('open-publishing-demo', { SEED_DEMO: 'auto' });
}

/**
 * Manual review over the demo data (whose administrator reviews), for the review console and what
 * waits in it. The summary deadline, ahead whatever today is, is for summaries: the other files
 * neither submit summaries nor read what the deadline decides.
 */
export function manualReviewServer(): Promise<PortalServer> {
	return groupPortalServer('manual-review', {
		REVIEW_MODE: 'manual',
		SUMMARY_DEADLINE: '2099-12-31 23:59:59',
	});
}
