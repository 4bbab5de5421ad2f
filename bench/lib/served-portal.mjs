// A built portal server for the load benches (bench:soak, drill:db): on 127.0.0.1 so that clients
// may connect from any loopback address, its log in a file, and a way to see that it is still up.
import { execSync, spawn, spawnSync } from 'node:child_process';
import {
	createWriteStream,
	existsSync,
	mkdirSync,
	mkdtempSync,
	rmSync,
	symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * Builds the last commit (not the shared working tree, where other work may be half done) into
 * `<workDir>/dist`; BENCH_SKIP_BUILD=1 reuses an existing build. Answers the build directory.
 */
export function buildCommitted(workDir) {
	const outDir = join(workDir, 'dist');
	if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(outDir, 'server/serve.mjs'))) {
		return outDir;
	}
	const source = join(workDir, 'source');
	rmSync(source, { recursive: true, force: true });
	mkdirSync(source, { recursive: true });
	const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
	execSync(`git archive HEAD | tar -x -C ${source}`);
	symlinkSync(resolve('node_modules'), join(source, 'node_modules'), 'dir');
	// The server bundle imports some packages at run time, resolved upwards from `<workDir>/dist`.
	rmSync(join(workDir, 'node_modules'), { force: true });
	symlinkSync(resolve('node_modules'), join(workDir, 'node_modules'), 'dir');
	console.log(`Building commit ${commit} into ${outDir}…`);
	const result = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
		cwd: source,
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
	});
	if (result.status !== 0) throw new Error(`the build of ${commit} failed`);
	return outDir;
}

/** Starts `<outDir>/server/serve.mjs` and waits for /readyz 200 (migrated and seeded). */
export async function servePortal({ outDir, port, env, logFile, timeoutMs = 180_000 }) {
	await assertPortFree(port);
	const origin = `http://127.0.0.1:${port}`;
	const log = createWriteStream(logFile, { flags: 'a' });
	const server = spawn(process.execPath, [join(outDir, 'server/serve.mjs')], {
		stdio: ['ignore', 'pipe', 'pipe'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			SEED_DEMO: 'auto',
			// Benches log in hundreds of made-up numbers from a few prefixes within minutes, which the
			// SMS caps would refuse; bench:abuse sets the shipped ones to measure them.
			LOGIN_SENDS_PER_MOBILE_PER_DAY: '100000',
			LOGIN_SENDS_PER_PREFIX_PER_HOUR: '100000',
			LOGIN_SENDS_PER_HOUR: '1000000',
			...env,
			PORT: String(port),
			HOST: '127.0.0.1',
		},
	});
	server.stdout.pipe(log);
	server.stderr.pipe(log);
	const exited = new Promise((done) => server.once('exit', done));
	const alive = () => server.exitCode === null && server.signalCode === null;
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline && alive()) {
		try {
			if ((await fetch(`${origin}/readyz`)).status === 200) {
				return {
					origin,
					pid: server.pid,
					alive,
					stop: async () => {
						if (alive()) server.kill('SIGTERM');
						await exited;
					},
				};
			}
		} catch {}
		await new Promise((done) => setTimeout(done, 250));
	}
	server.kill('SIGKILL');
	throw new Error(`the portal did not become ready on ${origin}/readyz (log: ${logFile})`);
}

/**
 * Builds the last commit and serves it on a fresh embedded database in `<workDir>/data-…`, login
 * codes written to its codes.jsonl; answers the portal and that file.
 */
export async function serveFreshPortal({ workDir, port, env }) {
	const outDir = buildCommitted(workDir);
	mkdirSync(workDir, { recursive: true });
	const dataDir = mkdtempSync(join(workDir, 'data-'));
	const codesFile = join(dataDir, 'codes.jsonl');
	const portal = await servePortal({
		outDir,
		port,
		logFile: join(workDir, 'server.log'),
		env: {
			PGLITE_DIR: join(dataDir, 'pglite'),
			UPLOAD_DIR: join(dataDir, 'uploads'),
			LOGIN_CODE_SENDER: `file:${codesFile}`,
			...env,
		},
	});
	return { portal, codesFile };
}

/** The built server exits quietly when its port is taken, so the port is tried first. */
function assertPortFree(port) {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once('error', () =>
			reject(
				new Error(`port ${port} is in use by another process; set BENCH_PORT to another port`),
			),
		);
		probe.listen(port, '127.0.0.1', () => probe.close(resolve));
	});
}

/** Direct reads for the consistency check: `{ query(sql) → rows, close }`. */
export async function openReader(target) {
	if (target.pgliteDir) {
		// The portal's database uses pg_trgm (migration 0003).
		const client = await PGlite.create(target.pgliteDir, { extensions: { pg_trgm } });
		return {
			query: async (text) => (await client.query(text)).rows,
			close: () => client.close(),
		};
	}
	const client = new pg.Client({ connectionString: target.url });
	await client.connect();
	return { query: async (text) => (await client.query(text)).rows, close: () => client.end() };
}

/** Drops and creates database `name` on the server of `baseUrl`; answers its URL. */
export async function recreateDatabase(baseUrl, name) {
	const admin = new pg.Client({ connectionString: baseUrl });
	await admin.connect();
	try {
		await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
		await admin.query(`CREATE DATABASE ${name}`);
	} finally {
		await admin.end();
	}
	const url = new URL(baseUrl);
	url.pathname = `/${name}`;
	return url.href;
}
