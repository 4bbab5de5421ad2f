import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
	EMBEDDED_DATABASE_NODE_FLAGS,
	POSTGRES_TUNED_ENV,
	TUNED_ENV,
	TUNED_NODE_FLAGS,
} from '../../../../src/server/standalone/process-tuning.mjs';

const tuning = fileURLToPath(
	new URL('../../../../src/server/standalone/process-tuning.mjs', import.meta.url),
);

/** What a process that calls `reexecTuned` first sees of itself once it runs on. */
function runTuned(nodeFlags: string[], env: Record<string, string> = {}) {
	const script = `import { reexecTuned } from ${JSON.stringify(tuning)};
reexecTuned();
console.log(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, env: process.env }));`;
	const parentEnv = { ...process.env };
	delete parentEnv.KPY_PROCESS_TUNED;
	delete parentEnv.DATABASE_URL;
	for (const name of Object.keys(POSTGRES_TUNED_ENV)) delete parentEnv[name];
	const result = spawnSync(
		process.execPath,
		[...nodeFlags, '--input-type=module', '--eval', script, 'an-argument'],
		{ encoding: 'utf8', env: { ...parentEnv, ...env } },
	);
	expect(result.status, result.stderr).toBe(0);
	const seen = JSON.parse(result.stdout) as {
		pid: number;
		execArgv: string[];
		env: Record<string, string>;
	};
	return { ...seen, spawnedPid: result.pid };
}

// process.execve came with Node 22.15 and 23.11; older versions carry on untuned by design.
describe.runIf(typeof process.execve === 'function')(
	'reexecTuned (Node with process.execve)',
	() => {
		test('replaces the process in place with the allocator settings and the heap flags', () => {
			const tuned = runTuned([]);
			expect(tuned.pid).toBe(tuned.spawnedPid);
			for (const [name, value] of Object.entries(TUNED_ENV)) expect(tuned.env[name]).toBe(value);
			expect(tuned.env.MALLOC_TRIM_THRESHOLD_).not.toBe(POSTGRES_TUNED_ENV.MALLOC_TRIM_THRESHOLD_);
			expect(tuned.execArgv).toEqual(expect.arrayContaining(EMBEDDED_DATABASE_NODE_FLAGS));
			expect(tuned.execArgv.filter((flag) => flag.startsWith('--heap-growing-percent'))).toEqual([
				'--heap-growing-percent=50',
			]);
			expect(tuned.env.KPY_PROCESS_TUNED).toBe('1');
		});

		test('lets the old generation grow further when the database is PostgreSQL', () => {
			const tuned = runTuned([], { DATABASE_URL: 'postgres://127.0.0.1:1/none' });
			expect(tuned.execArgv).toEqual(expect.arrayContaining(TUNED_NODE_FLAGS));
			expect(tuned.execArgv.filter((flag) => flag.startsWith('--heap-growing-percent'))).toEqual([
				'--heap-growing-percent=100',
			]);
			for (const [name, value] of Object.entries(POSTGRES_TUNED_ENV))
				expect(tuned.env[name]).toBe(value);
		});

		test('keeps an allocator setting and a heap flag chosen by whoever started it', () => {
			const tuned = runTuned(['--max-semi-space-size=4'], { MALLOC_ARENA_MAX: '4' });
			expect(tuned.env.MALLOC_ARENA_MAX).toBe('4');
			expect(tuned.execArgv.filter((flag) => flag.startsWith('--max-semi-space-size'))).toEqual([
				'--max-semi-space-size=4',
			]);
			expect(tuned.execArgv).toContain('--heap-growing-percent=50');
		});
	},
);
