import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { astroCode, findForbiddenImports } from '../../../scripts/check-imports.mjs';

const CHECKER = join(import.meta.dirname, '../../../scripts/check-imports.mjs');
const trees: string[] = [];

/** A throwaway src/ tree holding `files` (path → text). */
function srcTree(files: Record<string, string>): string {
	const root = mkdtempSync(join(tmpdir(), 'import-fence-'));
	trees.push(root);
	const src = join(root, 'src');
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(src, path)), { recursive: true });
		writeFileSync(join(src, path), text);
	}
	return src;
}

/** The checker's exit code and output, run as `npm run check` runs it. */
function runChecker(src: string): { status: number; output: string } {
	try {
		const output = execFileSync(process.execPath, [CHECKER, src], {
			encoding: 'utf8',
			stdio: 'pipe',
		});
		return { status: 0, output };
	} catch (error) {
		const failed = error as { status: number; stderr: string };
		return { status: failed.status, output: failed.stderr };
	}
}

const LAYOUT = (frontmatter: string, script = '') =>
	`---\n${frontmatter}\n---\n<html><body><slot />${script}</body></html>\n`;

afterEach(() => {
	for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the import fence', () => {
	it('fails on a layout whose frontmatter imports server code, naming file, line and rule', () => {
		const src = srcTree({
			'layouts/BaseLayout.astro': LAYOUT(
				"import { title } from '../lib/title';\nimport { addPageCsp } from '../server/security/page-csp';",
			),
		});
		const { status, output } = runChecker(src);
		expect(status).toBe(1);
		expect(output).toMatch(/layouts\/BaseLayout\.astro:3: layouts\/ may not import server\//);
		expect(output).toContain("'../server/security/page-csp'");
	});

	it("reads an .astro file's <script> elements, a dynamic import included", () => {
		const src = srcTree({
			'components/Card.astro': LAYOUT(
				"import Item from '../islands/Item';",
				"<script>\n\tconst secrets = () => import('../server/db/client');\n</script>",
			),
		});
		const problems = findForbiddenImports(src);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/Card\.astro:5: components\/ may not import server\//);
	});

	it('holds for .ts and .tsx files too, type-only imports and re-exports included', () => {
		const src = srcTree({
			'lib/format.ts': "export type { Row } from '../server/db/types';",
			'islands/Menu.tsx': "import type { Page } from '../components/Page.astro';",
			'server/jobs.ts': "import { guard } from '../middleware/guard';",
		});
		const problems = findForbiddenImports(src).join('\n');
		expect(problems).toMatch(/lib\/format\.ts:1: lib\/ may not import server\//);
		expect(problems).toMatch(/islands\/Menu\.tsx:1: islands\/ may not import components\//);
		expect(problems).toMatch(/server\/jobs\.ts:1: server\/ may not import middleware\//);
	});

	it('lets every layer import what the one-way rule allows, and ignores markup and packages', () => {
		const src = srcTree({
			'pages/detail-page.astro': LAYOUT(
				"import Layout from '../layouts/Layout.astro';\nimport { load } from '../server/load';\nimport { z } from 'zod';",
			),
			'layouts/Layout.astro': `${LAYOUT("import Card from '../components/Card.astro';")}<p>import x from '../server/x'</p>\n`,
			'components/Card.astro': LAYOUT(
				"import '../styles/card.css';\nimport Item from '../islands/Item';",
			),
			'islands/Item.tsx': "import { routes } from '../lib/routes';",
			'middleware/auth.ts': "import { session } from '../server/auth';",
			'server/auth.ts': "import { routes } from '../lib/routes';",
			'env.d.ts': "type Runtime = import('./server/runtime').Runtime;",
		});
		expect(findForbiddenImports(src)).toEqual([]);
		expect(runChecker(src).status).toBe(0);
	});

	it('keeps the offsets of an .astro file, blanking what is not code', () => {
		const text = LAYOUT('const a = 1;', '<script>b();</script>');
		const code = astroCode(text);
		expect(code).toHaveLength(text.length);
		expect(code.split('\n')[1]).toBe('const a = 1;');
		expect(code).not.toContain('<html>');
		expect(code).toContain('b();');
	});

	it('passes on the real src/', () => {
		expect(findForbiddenImports(join(import.meta.dirname, '../../../src'))).toEqual([]);
	});
});
