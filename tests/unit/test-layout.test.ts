import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * tests/unit mirrors src: `tests/unit/<dir>/<name>.test.ts` tests `src/<dir>/<name>.*` (or the folder
 * `src/<dir>/<name>`), and `<name>.<facet>.test.ts` one side of it when it has several; and
 * `tests/unit/scripts/` mirrors `scripts/`. This file is
 * about the tree itself and is the one exception.
 */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.astro'];
const SELF = 'test-layout.test.ts';

function unitTestFiles(): string[] {
	return readdirSync('tests/unit', { recursive: true, encoding: 'utf8' }).filter((name) =>
		/\.test\.tsx?$/.test(name),
	);
}

function hasSource(testFile: string): boolean {
	// The project's own scripts are tested at tests/unit/scripts/, as they sit beside src/.
	const root = testFile.startsWith('scripts/') ? '.' : 'src';
	const stem = join(root, dirname(testFile), testFile.split('/').at(-1)?.split('.')[0] ?? '');
	return existsSync(stem) || SOURCE_EXTENSIONS.some((extension) => existsSync(stem + extension));
}

test('every unit test file sits at the src/ path of what it tests', () => {
	const files = unitTestFiles();
	expect(files.length).toBeGreaterThan(100);
	const astray = files.filter((file) => file !== SELF && !hasSource(file));
	expect(astray, 'move these to tests/unit/<the src path they test>').toEqual([]);
});
