// The first start on a new embedded database: serve.mjs runs itself once more, in a process of its
// own, to migrate the database and write the demo data, and waits for that process to finish
// before it listens. The demo pictures (libvips) and the seed's rows leave ≈ 70 MB in glibc's
// arenas that no free gives back; they leave with that process, not with the server
// (docs/memory.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PREPARING = 'KPY_PREPARING_DATABASE';
/** src/server/config.ts's default for PGLITE_DIR. */
const DEFAULT_PGLITE_DIR = './data/pglite';
/** The preparing process asks /readyz again this often, for at most PREPARE_TIMEOUT_MS. */
const POLL_MS = 300;
const PREPARE_TIMEOUT_MS = 10 * 60_000;

/** True in the process that prepares the database; it serves nobody and stops once ready. */
export const preparingDatabase = Boolean(process.env[PREPARING]);

function isNewEmbeddedDatabase(env) {
	if (env.DATABASE_URL || preparingDatabase || env.SEED_DEMO === 'never') return false;
	return !existsSync(join(env.PGLITE_DIR || DEFAULT_PGLITE_DIR, 'PG_VERSION'));
}

/**
 * On a new embedded database, runs this script (with the same flags and settings) as the
 * preparing process and waits for it. If it fails, the server prepares the database itself, as
 * it does on the first request anyway.
 */
export async function prepareNewDatabase() {
	if (!isNewEmbeddedDatabase(process.env)) return;
	console.log('[serve] new database: migrating and seeding it in a process of its own…');
	const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
		stdio: 'inherit',
		env: { ...process.env, [PREPARING]: '1' },
	});
	const code = await new Promise((done) => {
		child.once('exit', (exitCode) => done(exitCode));
		child.once('error', (error) => {
			console.error('[serve] the preparing process did not start:', error.message);
			done(1);
		});
	});
	if (code !== 0) console.error('[serve] preparing the database failed; the server tries itself');
}

/**
 * In the preparing process, once it listens: asks /readyz (`askReady`, which opens, migrates and
 * seeds) until it answers 200, then stops as on SIGTERM, which closes the database.
 */
export async function stopWhenReady(askReady) {
	const deadline = Date.now() + PREPARE_TIMEOUT_MS;
	while (Date.now() < deadline) {
		if ((await askReady()) === 200) {
			process.kill(process.pid, 'SIGTERM');
			return;
		}
		await new Promise((done) => setTimeout(done, POLL_MS));
	}
	console.error('[serve] the database was not ready in time');
	process.exit(1);
}
