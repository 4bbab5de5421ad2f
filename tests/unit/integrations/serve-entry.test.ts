import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SERVER = new URL('../../../src/server/', import.meta.url);
const SERVE_ENTRY = new URL('../../../src/integrations/serve-entry.ts', import.meta.url);

/** The files serve-entry copies, by the name they get beside serve.mjs → their path under src/server. */
function copiedFiles(): Map<string, string> {
	const copied = /STANDALONE_FILES = \[([^\]]*)\]/.exec(readFileSync(SERVE_ENTRY, 'utf8'))?.[1];
	const paths = [...(copied ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
	return new Map(paths.map((path) => [path.slice(path.lastIndexOf('/') + 1), path]));
}

/** The sibling modules a copied file imports (`./name.mjs`). */
function siblingImports(path: string): string[] {
	const text = readFileSync(new URL(path, SERVER), 'utf8');
	return [...text.matchAll(/from '\.\/([\w-]+\.mjs)'/g)].map((match) => match[1] ?? '');
}

describe('dist/server/serve.mjs', () => {
	it('has every module it imports copied beside it by the serve-entry integration', () => {
		const copied = copiedFiles();
		const needed = new Set<string>(['serve.mjs']);
		const missing: string[] = [];
		for (const name of needed) {
			const path = copied.get(name);
			if (!path) {
				missing.push(name);
				continue;
			}
			for (const sibling of siblingImports(path)) needed.add(sibling);
		}
		expect(missing).toEqual([]);
		expect(needed.size).toBeGreaterThan(4);
	});
});
