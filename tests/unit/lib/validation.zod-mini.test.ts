import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The schemas in src/lib/validation are bundled into the browser (publish form, review console,
 * registration dialog). Classic zod's methods cannot be tree-shaken (about 16 KB gzip more on the
 * publish page); zod/mini's functions can.
 */
const BROWSER_CODE = ['src/lib/validation', 'src/islands'];

function sourceFiles(folder: string): string[] {
	return readdirSync(folder, { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.(ts|tsx)$/.test(name))
		.map((name) => join(folder, name));
}

test('code that reaches the browser imports zod/mini, never classic zod', () => {
	const classic = BROWSER_CODE.flatMap(sourceFiles).filter((file) =>
		/from 'zod'/.test(readFileSync(file, 'utf8')),
	);
	expect(classic).toEqual([]);
});
