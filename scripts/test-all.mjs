// `npm test`: static checks, unit, API, player-in-Chromium and end-to-end browser tests; stops at
// the first failure. With DATABASE_URL set, the API suite runs on the embedded PGlite and then on
// that PostgreSQL. The machine has two cores, so two lanes run side by side: the browser lane
// (build) and the suite lane (unit, checks, API, player), each in order and on one worker; then
// each lane takes the next group of end-to-end spec files until none is left (e2e-groups.mjs), so
// that the two finish together whichever is faster on the day. The checks follow the unit tests,
// after the build has written Astro's generated types, which both write.
import { spawn } from 'node:child_process';
import { planE2eGroups } from './e2e-groups.mjs';

const onPostgres = Boolean(process.env.DATABASE_URL);
const lanes = {
	browser: [['build', ['npx', 'astro', 'build']]],
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

async function runSteps(steps) {
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

const e2eGroups = planE2eGroups();
/**
 * The lane's own steps, then e2e groups until none is left. Each lane's groups run their shared
 * server on a port of the lane's own (specs' own servers have fixed ports of their own or free ones).
 */
async function runLane(steps, e2ePort) {
	await runSteps(steps);
	for (let group = e2eGroups.shift(); group; group = e2eGroups.shift()) {
		await runSteps([
			[
				`e2e ${group.number}/${group.of}`,
				['npx', 'playwright', 'test', ...group.specs],
				{ E2E_PORT: String(e2ePort) },
			],
		]);
	}
}

const started = Date.now();
await Promise.all([runLane(lanes.browser, 4400), runLane(lanes.suites, 4410)]);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
