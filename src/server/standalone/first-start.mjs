// The database opens before the server listens. PGlite runs each query synchronously in
// WebAssembly, so while it starts (and on a first start migrates and seeds) the event loop stalls
// for seconds, tens of seconds under load; a connection that waits meanwhile is closed unread when
// Node's keep-alive (6 s) or header (10 s) timer falls due before its bytes are read, and its
// client sees ECONNRESET. So the server asks its own /readyz on a loopback server without those
// timers, and only then listens.
//
// A new embedded database is migrated and seeded by serve.mjs run once more, in a process of its
// own, which exits before the server opens the directory: the demo pictures (libvips) and the
// seed's rows leave memory in glibc's arenas that no free gives back (docs/memory.md).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';

const PREPARING = 'KPY_PREPARING_DATABASE';
/** What the preparing process tells its parent once /readyz answered 200. */
export const READY_MESSAGE = 'kpy-database-ready';
/** src/server/config.ts's default for PGLITE_DIR. */
const DEFAULT_PGLITE_DIR = './data/pglite';
const POLL_MS = 300;
/**
 * The shortest limit on one ask, which only ends a hang: the database stalls this process's timers
 * as it stalls the server, and a timer that falls due in a stall fires before the answer is read.
 */
const ASK_TIMEOUT_MS = 60_000;
/** Migrations and seed on a slow machine. */
const PREPARE_TIMEOUT_MS = 10 * 60_000;
/**
 * The server's longest wait before it listens all the same: enough for a start that prepares in
 * place under load (docs/benchmarks.md), short enough that a database that cannot open still gets a
 * server whose /readyz says so.
 */
const OPEN_TIMEOUT_MS = 2 * 60_000;

/** True in the process that prepares the database; it serves nobody and stops once ready. */
const preparingDatabase = Boolean(process.env[PREPARING]);

function isNewEmbeddedDatabase(env) {
	if (env.DATABASE_URL || preparingDatabase || env.SEED_DEMO === 'never') return false;
	return !existsSync(join(env.PGLITE_DIR || DEFAULT_PGLITE_DIR, 'PG_VERSION'));
}

/** Runs the preparing process; true when it said the database was ready and exited cleanly. */
function runPreparingProcess(args, env) {
	const child = spawn(process.execPath, args, {
		stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
		env: { ...env, [PREPARING]: '1' },
	});
	let ready = false;
	child.on('message', (message) => {
		ready ||= message === READY_MESSAGE;
	});
	return new Promise((done) => {
		child.once('exit', (code) => done(ready && code === 0));
		child.once('error', (error) => {
			console.error('[serve] the preparing process did not start:', error.message);
			done(false);
		});
	});
}

/**
 * Moves the prepared directory into place, PG_VERSION last, so that a move cut short leaves nothing
 * that passes for a database. A mount point or another file system cannot be renamed onto: the
 * files are copied.
 */
function moveIntoPlace(from, to) {
	try {
		renameSync(from, to);
		return;
	} catch {}
	const marker = join(from, 'PG_VERSION');
	cpSync(from, to, { recursive: true, filter: (source) => source !== marker });
	cpSync(marker, join(to, 'PG_VERSION'));
	rmSync(from, { recursive: true, force: true });
}

/**
 * On a new embedded database, runs this script (`args`: the same flags and settings) as the
 * preparing process on a directory beside PGLITE_DIR, and moves that into place once it is ready.
 * A process that fails or is stopped midway, even in initdb, leaves no directory that would pass
 * for a database: its copy is deleted and the server prepares the database itself. Where nothing
 * can be written beside PGLITE_DIR, the process prepares it in place.
 */
export async function prepareNewDatabase(
	env = process.env,
	args = [...process.execArgv, ...process.argv.slice(1)],
) {
	if (!isNewEmbeddedDatabase(env)) return;
	console.log('[serve] new database: migrating and seeding it in a process of its own…');
	const target = resolve(env.PGLITE_DIR || DEFAULT_PGLITE_DIR);
	let preparing = `${target}.preparing`;
	try {
		rmSync(preparing, { recursive: true, force: true });
		mkdirSync(preparing, { recursive: true });
	} catch {
		preparing = target;
	}
	try {
		if (await runPreparingProcess(args, { ...env, PGLITE_DIR: preparing })) {
			if (preparing !== target) moveIntoPlace(preparing, target);
			return;
		}
	} catch (error) {
		console.error(`[serve] the prepared database could not move to ${target}:`, error.message);
	}
	if (preparing !== target) rmSync(preparing, { recursive: true, force: true });
	console.error('[serve] preparing the database failed; the server prepares it itself');
}

/** GET /readyz on `port`, over a connection of its own; the status, 0 without an answer. */
function askReady(port, host, timeoutMs) {
	return new Promise((done) => {
		http
			.get(
				{
					host: '127.0.0.1',
					port,
					path: '/readyz',
					headers: { host },
					agent: false,
					signal: AbortSignal.timeout(timeoutMs),
				},
				(res) => {
					res.resume();
					done(res.statusCode ?? 0);
				},
			)
			.on('error', (error) => {
				console.error('[serve] /readyz request failed:', error.message);
				done(0);
			});
	});
}

/**
 * Serves `listener` on a loopback port nobody is told of, with no header, request or keep-alive
 * timeout, and asks it for /readyz (which opens, migrates and seeds the database and starts the job
 * runner) until it answers 200, at most `timeoutMs`; then closes it. `host` is the Host header:
 * the configured port, the only one the portal answers for (src/server/edge/allowed-host.ts).
 * Resolves true once ready.
 */
export async function openDatabase(listener, { host, timeoutMs }) {
	const server = http.createServer(
		{ headersTimeout: 0, requestTimeout: 0, keepAliveTimeout: 0 },
		listener,
	);
	await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
	const deadline = Date.now() + timeoutMs;
	try {
		do {
			const timeoutMs = Math.max(deadline - Date.now(), ASK_TIMEOUT_MS);
			if ((await askReady(server.address().port, host, timeoutMs)) === 200) return true;
			await new Promise((done) => setTimeout(done, POLL_MS));
		} while (Date.now() < deadline);
		return false;
	} finally {
		server.close();
		server.closeAllConnections();
	}
}

/**
 * Before the server listens: in the preparing process, prepares the database, tells the parent and
 * stops as on SIGTERM, which closes it (this never resolves there); in the server, opens the
 * embedded database, or starts opening PostgreSQL, whose client does not stall the event loop.
 */
export async function openBeforeListening(listener, env, host) {
	if (preparingDatabase) {
		if (!(await openDatabase(listener, { host, timeoutMs: PREPARE_TIMEOUT_MS }))) {
			console.error('[serve] the database was not ready in time');
			process.exit(1);
		}
		const stop = () => process.kill(process.pid, 'SIGTERM');
		if (process.send) process.send(READY_MESSAGE, stop);
		else stop();
		return new Promise(() => {});
	}
	const opening = openDatabase(listener, {
		host,
		timeoutMs: env.DATABASE_URL ? 0 : OPEN_TIMEOUT_MS,
	});
	if (env.DATABASE_URL) return;
	if (!(await opening)) console.error('[serve] the database is not ready; listening all the same');
}
