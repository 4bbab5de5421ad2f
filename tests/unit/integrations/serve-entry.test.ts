import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const STANDALONE = new URL('../../../src/server/standalone/', import.meta.url);
const SERVE_ENTRY = new URL('../../../src/integrations/serve-entry.ts', import.meta.url);

/** The sibling modules a standalone file imports (`./name.mjs`). */
function siblingImports(name: string): string[] {
	const text = readFileSync(new URL(name, STANDALONE), 'utf8');
	return [...text.matchAll(/from '\.\/([\w-]+\.mjs)'/g)].map((match) => match[1] ?? '');
}

describe('dist/server/serve.mjs', () => {
	it('has every module it imports copied beside it by the serve-entry integration', () => {
		const needed = new Set<string>(['serve.mjs']);
		for (const name of needed) for (const sibling of siblingImports(name)) needed.add(sibling);
		const copied = /STANDALONE_FILES = \[([^\]]*)\]/.exec(readFileSync(SERVE_ENTRY, 'utf8'))?.[1];
		const listed = new Set([...(copied ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]));
		expect([...needed].filter((name) => !listed.has(name))).toEqual([]);
	});
});
