// `npm test`: static checks, unit, API, player-in-Chromium and end-to-end browser tests; stops at
// the first failure. With DATABASE_URL set, the API suite runs on the embedded PGlite and then on
// that PostgreSQL. The machine has two cores, so two lanes run side by side: the browser lane
// (build, end-to-end), the longer, and the suite lane (unit, checks, API, player), each in order; the
// suite lane keeps to one worker so that the browser tests keep a core. The checks follow the unit
// tests, after the build has written Astro's generated types, which both write.
import { spawn } from 'node:child_process';

const onPostgres = Boolean(process.env.DATABASE_URL);
const lanes = {
	browser: [
		['build', ['npx', 'astro', 'build']],
		['e2e', ['npx', 'playwright', 'test']],
	],
	suites: [
		['unit', ['npx', 'vitest', 'run', '--project', 'unit', '--maxWorkers=1']],
		['check', ['npm', 'run', 'check']],
		[
			'api (PGlite)',
			['npx', 'vitest', 'run', '--project', 'api', '--maxWorkers=1'],
			{ DATABASE_URL: '' },
		],
		...(onPostgres
			? [['api (PostgreSQL)', ['npx', 'vitest', 'run', '--project', 'api', '--maxWorkers=1']]]
			: []),
		['player', ['npx', 'vitest', 'run', '--project', 'browser']],
	],
};

const running = new Set();

/** Runs one step with its output prefixed by its name; resolves with its exit status. */
function runStep(name, [command, ...args], extraEnv = {}) {
	const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...extraEnv };
	const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
	running.add(child);
	const prefix = (stream, out) => {
		let rest = '';
		stream.on('data', (chunk) => {
			const lines = (rest + chunk).split('\n');
			rest = lines.pop() ?? '';
			for (const line of lines) out.write(`[${name}] ${line}\n`);
		});
		stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
	};
	prefix(child.stdout, process.stdout);
	prefix(child.stderr, process.stderr);
	return new Promise((resolve) =>
		child.on('close', (code) => {
			running.delete(child);
			resolve(code ?? 1);
		}),
	);
}

async function runLane(steps) {
	for (const [name, command, extraEnv] of steps) {
		const started = Date.now();
		console.log(`\n▶ ${name}: ${command.join(' ')}`);
		const status = await runStep(name, command, extraEnv);
		const seconds = ((Date.now() - started) / 1000).toFixed(1);
		if (status !== 0) {
			console.error(`✖ ${name} failed after ${seconds} s`);
			for (const child of running) child.kill('SIGTERM');
			process.exit(status);
		}
		console.log(`✔ ${name} passed in ${seconds} s`);
	}
}

const started = Date.now();
await Promise.all(Object.values(lanes).map(runLane));
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
