// `npm start`: builds when the build is missing or older than the sources, then serves on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY = 'dist/server/serve.mjs';
const SOURCES = [
	'src',
	'public',
	'astro.config.mjs',
	'package.json',
	'package-lock.json',
	'tsconfig.json',
];

function newestMtime(path) {
	if (!existsSync(path)) return 0;
	const stat = statSync(path);
	if (!stat.isDirectory()) return stat.mtimeMs;
	let newest = stat.mtimeMs;
	for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
	return newest;
}

const builtAt = existsSync(ENTRY) ? statSync(ENTRY).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
	console.log(
		builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
	);
	const build = spawnSync('npx', ['astro', 'build'], {
		stdio: 'inherit',
		env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
	});
	if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.PORT ??= '4321';
await import(new URL(`../${ENTRY}`, import.meta.url).href);
await openDatabaseNow();

/**
 * Astro loads the server code on the first request, so the database would open then. Asking for
 * /readyz at start applies migrations and seeds before the first visitor, and makes a second
 * process on the same PGlite directory stop at once with the lock's message.
 */
async function openDatabaseNow() {
	const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST;
	const readyz = `http://${host}:${process.env.PORT}/readyz`;
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		try {
			// 503 while migrations and the seed are still running.
			if ((await fetch(readyz)).status === 200) return;
		} catch {
			// Not listening yet.
		}
		await new Promise((done) => setTimeout(done, 200));
	}
	console.warn(`${readyz} did not answer 200 within a minute of start; see the errors above`);
}
