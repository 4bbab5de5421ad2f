// `npm test`: static checks, unit, API, player-in-Chromium and end-to-end browser tests, in that
// order; stops at the first failure. With DATABASE_URL set, the API suite runs on the embedded
// PGlite and then on that PostgreSQL.
import { spawnSync } from 'node:child_process';

const onPostgres = Boolean(process.env.DATABASE_URL);
const steps = [
	['check', ['npm', 'run', 'check']],
	['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
	['api (PGlite)', ['npx', 'vitest', 'run', '--project', 'api'], { DATABASE_URL: '' }],
	...(onPostgres ? [['api (PostgreSQL)', ['npx', 'vitest', 'run', '--project', 'api']]] : []),
	['player', ['npx', 'vitest', 'run', '--project', 'browser']],
	['build', ['npx', 'astro', 'build']],
	['e2e', ['npx', 'playwright', 'test']],
];

for (const [name, [command, ...args], extraEnv = {}] of steps) {
	const started = Date.now();
	console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
	const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...extraEnv };
	const result = spawnSync(command, args, { stdio: 'inherit', env });
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	if (result.status !== 0) {
		console.error(`✖ ${name} failed after ${seconds} s`);
		process.exit(result.status ?? 1);
	}
	console.log(`✔ ${name} passed in ${seconds} s`);
}
