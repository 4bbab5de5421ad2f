import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The stylesheets use no CSS nesting, so a rule inside another rule is a brace left open: the
 * browser then reads every later rule as nested in it and drops them (the review console lost
 * its region table's and header links' styles to one missing `}`, and Biome accepts it).
 */
function nestedRules(css: string): string[] {
	const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"[^"]*"|'[^']*'/g, '""');
	const open: ('at' | 'rule')[] = [];
	const found: string[] = [];
	let start = 0;
	for (let at = 0; at < text.length; at += 1) {
		const char = text[at];
		if (char === '{') {
			const prelude = text.slice(start, at).trim();
			const kind = prelude.startsWith('@') ? 'at' : 'rule';
			if (kind === 'rule' && open.includes('rule')) found.push(prelude);
			open.push(kind);
			start = at + 1;
		} else if (char === '}') {
			open.pop();
			start = at + 1;
		} else if (char === ';') {
			start = at + 1;
		}
	}
	return found;
}

function stylesheets(): string[] {
	return readdirSync('src', { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.css'))
		.map((name) => join('src', name));
}

test('no stylesheet has a rule inside a rule (a brace left open)', () => {
	const files = stylesheets();
	expect(files.length).toBeGreaterThan(10);
	const nested = files.flatMap((file) =>
		nestedRules(readFileSync(file, 'utf8')).map((selector) => `${file}: ${selector}`),
	);
	expect(nested).toEqual([]);
});

test('the check finds a rule left open', () => {
	expect(nestedRules('.a { color: red;\n.b { margin: 0 }\n}')).toEqual(['.b']);
	expect(nestedRules('@media (width < 600px) { .a { color: red } }')).toEqual([]);
});
