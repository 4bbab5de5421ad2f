import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../src/lib/routes';

const SRC = join(import.meta.dirname, '../../../src');
/** The route table, the one file that writes page addresses out. */
const ROUTE_TABLE = join(SRC, 'lib/route-table.ts');

function* sourceFiles(directory: string): Generator<string> {
	for (const entry of readdirSync(directory, { withFileTypes: true })) {
		const path = join(directory, entry.name);
		if (entry.isDirectory()) yield* sourceFiles(path);
		else if (/\.(?:ts|tsx|mjs|astro)$/.test(entry.name)) yield path;
	}
}

/** Text without comments, which may name a page to explain code. */
function withoutComments(text: string): string {
	return text
		.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
		.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '))
		.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pagePaths = PAGE_ROUTES.map((route) => route.path).filter((path) => path !== '/');
/**
 * A string or attribute that starts with a page's path (`'/detail-page?id=`, `` `${prefix}/user-center` ``,
 * `href="/home-list"`) or with /mobile; the path must end there, so '/admin/getStats' (an API call)
 * is no page address.
 */
const PAGE_ADDRESS = new RegExp(
	`["'\`](?:\\$\\{[^}]*\\})?(?:(?:/mobile)?(?:${pagePaths.map(escapeRegExp).join('|')})(?=[?#"'\`]|$)|/mobile(?=[/$"'\`]))`,
	'gm',
);

describe('page addresses', () => {
	it('are written out in the route table only; everything else calls its builders', () => {
		const found: string[] = [];
		for (const file of sourceFiles(SRC)) {
			if (file === ROUTE_TABLE) continue;
			const code = withoutComments(readFileSync(file, 'utf8'));
			for (const match of code.matchAll(PAGE_ADDRESS)) {
				const line = code.slice(0, match.index).split('\n').length;
				found.push(`${relative(SRC, file)}:${line}: ${match[0]}`);
			}
		}
		expect(found).toEqual([]);
	});

	it('are recognised by the scan in each form they were once written in', () => {
		const samples = [
			`href={\`/detail-page?id=\${id}\`}`,
			`href={\`\${prefix}/detail-page?id=\${id}\`}`,
			"const home = '/mobile/home-list';",
			'<a href="/user-center">',
			"prefix: '' | '/mobile';",
			`\`/mobile\${FIGURES_PATH}\``,
			"path: '/admin/stats'",
		];
		for (const sample of samples) expect(sample.match(PAGE_ADDRESS), sample).not.toBeNull();
		for (const sample of [
			"request('/admin/getStats')",
			"'[detail-page] view count'",
			'/** `/detail-page?id=` */',
		])
			expect(withoutComments(sample).match(PAGE_ADDRESS), sample).toBeNull();
	});
});
