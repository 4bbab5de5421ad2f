import { describe, expect, test } from 'vitest';
import { runPrepared } from '../../../../src/server/db/prepared-statements';
import type { Db } from '../../../../src/server/db/types';

/** A query as drizzle builds it, counting how it is built, prepared and run. */
function countingQuery(log: string[], shape: string) {
	log.push(`build ${shape}`);
	const run = (how: string) => async (values: Record<string, unknown>) => {
		log.push(`${how} ${shape} ${JSON.stringify(values)}`);
		return [values];
	};
	return {
		execute: run('unnamed'),
		prepare: (name: string) => {
			log.push(`prepare ${shape} as ${name}`);
			return { execute: run(name) };
		},
	};
}

describe('runPrepared', () => {
	test('builds and prepares a shape once per database, and runs it with each call’s values', async () => {
		const log: string[] = [];
		const db = {} as Db;
		const other = {} as Db;
		const first = await runPrepared(db, 'unit a', () => countingQuery(log, 'a'), { x: 1 });
		const second = await runPrepared(db, 'unit a', () => countingQuery(log, 'a'), { x: 2 });
		await runPrepared(other, 'unit a', () => countingQuery(log, 'a'), { x: 3 });
		expect(first).toEqual([{ x: 1 }]);
		expect(second).toEqual([{ x: 2 }]);
		const name = log[1]?.split(' as ')[1];
		expect(name).toMatch(/^kpy_stmt_\d+$/);
		expect(log).toEqual([
			'build a',
			`prepare a as ${name}`,
			`${name} a {"x":1}`,
			`${name} a {"x":2}`,
			'build a',
			`prepare a as ${name}`,
			`${name} a {"x":3}`,
		]);
	});

	test('past 256 shapes, a new one is built for each call and sent unnamed', async () => {
		const db = {} as Db;
		const log: string[] = [];
		for (let shape = 0; shape < 300; shape += 1)
			await runPrepared(db, `unit many ${shape}`, () => countingQuery([], 'x'), {});
		await runPrepared(db, 'unit many 299', () => countingQuery(log, 'late'), { y: 1 });
		await runPrepared(db, 'unit many 299', () => countingQuery(log, 'late'), { y: 2 });
		expect(log).toEqual([
			'build late',
			'unnamed late {"y":1}',
			'build late',
			'unnamed late {"y":2}',
		]);
	});
});
