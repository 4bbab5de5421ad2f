import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCKS } from '../../../../src/server/db/locks';

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return sourceFiles(path);
		return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
	});
}

describe('LOCKS', () => {
	it('gives every advisory lock its own key, a PostgreSQL int4', () => {
		const keys = Object.values(LOCKS);
		expect(new Set(keys).size).toBe(keys.length);
		for (const key of keys) expect(Number.isInteger(key) && key > 0 && key < 2 ** 31).toBe(true);
	});

	it('is where every advisory lock in the server takes its key', () => {
		const elsewhere = sourceFiles('src')
			.filter((file) => !file.endsWith(join('db', 'locks.ts')))
			.flatMap((file) =>
				readFileSync(file, 'utf8')
					.split('\n')
					.filter((line) => /pg_(try_)?advisory/.test(line))
					.map((line) => `${file}: ${line.trim()}`),
			)
			.filter((use) => !use.includes('${LOCKS.'));
		expect(elsewhere).toEqual([]);
	});
});
