import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A portal server of a test's own, for settings the shared web server does not have. */
export interface PortalServer {
	baseURL: string;
	dataDir: string;
	stop: () => Promise<void>;
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

/** Starts the built portal on `port` with a fresh embedded database and the given settings. */
export async function startPortalServer(
	port: number,
	env: Record<string, string> = {},
	entry = SERVER_ENTRY,
): Promise<PortalServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'kpy-publish-e2e-'));
	const baseURL = `http://localhost:${port}`;
	let log = '';
	const child = spawn(process.execPath, [entry], {
		env: {
			...process.env,
			PORT: String(port),
			HOST: 'localhost',
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
		stop: () =>
			new Promise((done) => {
				if (child.exitCode !== null) return done();
				child.once('exit', () => done());
				child.kill('SIGTERM');
			}),
	};
}
