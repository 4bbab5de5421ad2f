#!/usr/bin/env node
/**
 * The one-way import rule of src/, for every file type: .ts, .tsx, .mjs, and the frontmatter and
 * <script> elements of .astro files, which Biome does not read. Each folder of src/ is a layer that
 * may import only the layers listed for it; `npm run check` runs this and fails on the first
 * forbidden import. Files directly in src/ (env.d.ts) declare types for all layers and are free.
 *
 * Usage: node scripts/check-imports.mjs [src directory]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What each layer may import besides itself: pages → layouts → components/islands → lib. */
export const ALLOWED_IMPORTS = {
	pages: ['layouts', 'components', 'islands', 'lib', 'server', 'styles'],
	layouts: ['components', 'islands', 'lib', 'styles'],
	components: ['islands', 'lib', 'styles'],
	islands: ['lib', 'styles'],
	lib: [],
	middleware: ['server', 'lib'],
	server: ['lib'],
	integrations: ['lib'],
	directives: ['lib'],
	styles: [],
};

const WHY = {
	server: 'server code (database, secrets) stays out of what the browser or a layout can load',
	middleware: 'only Astro runs the middleware; shared session code lives in src/server/auth',
};

const CODE_FILE = /\.(?:ts|tsx|mts|mjs|js|jsx|astro)$/;

function* codeFiles(directory) {
	for (const entry of readdirSync(directory, { withFileTypes: true })) {
		const path = join(directory, entry.name);
		if (entry.isDirectory()) yield* codeFiles(path);
		else if (CODE_FILE.test(entry.name)) yield path;
	}
}

/**
 * The code of an .astro file at its own offsets: the frontmatter and every <script> body, with
 * all else blanked out (line breaks kept, so positions still name the right line).
 */
export function astroCode(text) {
	const keep = [];
	const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
	if (frontmatter) {
		const start = frontmatter.index + frontmatter[0].indexOf(frontmatter[1]);
		keep.push([start, start + frontmatter[1].length]);
	}
	for (const script of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
		const start = script.index + script[0].indexOf('>') + 1;
		keep.push([start, start + script[1].length]);
	}
	let code = text.replace(/[^\n]/g, ' ');
	for (const [start, end] of keep) {
		code = code.slice(0, start) + text.slice(start, end) + code.slice(end);
	}
	return code;
}

function layerOf(srcDir, path) {
	const parts = relative(srcDir, path).split(sep);
	return parts.length > 1 ? parts[0] : null;
}

function lineAt(text, position) {
	return text.slice(0, position).split('\n').length;
}

/** Every import of a file in `srcDir` that its layer may not make, as readable lines. */
export function findForbiddenImports(srcDir) {
	const root = resolve(srcDir);
	const problems = [];
	for (const file of codeFiles(root)) {
		const from = layerOf(root, file);
		if (from === null) continue;
		const allowed = ALLOWED_IMPORTS[from];
		const text = readFileSync(file, 'utf8');
		const code = file.endsWith('.astro') ? astroCode(text) : text;
		const { importedFiles } = ts.preProcessFile(code, true, true);
		for (const { fileName, pos } of importedFiles) {
			if (!fileName.startsWith('.')) continue;
			const target = resolve(dirname(file), fileName);
			const to = target.startsWith(root + sep) ? layerOf(root, target) : null;
			if (to === null || to === from) continue;
			if (allowed === undefined || !allowed.includes(to)) {
				const reason =
					allowed === undefined
						? `src/${from}/ is no layer of ALLOWED_IMPORTS in scripts/check-imports.mjs`
						: (WHY[to] ?? 'imports flow one way: pages → layouts → components/islands → lib');
				problems.push(
					`${relative(process.cwd(), file)}:${lineAt(text, pos)}: ${from}/ may not import ${to}/ ('${fileName}'): ${reason}`,
				);
			}
		}
	}
	return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const srcDir = process.argv[2] ?? 'src';
	const problems = findForbiddenImports(srcDir);
	for (const problem of problems) console.error(problem);
	if (problems.length > 0) {
		console.error(`${problems.length} forbidden import(s) in ${srcDir}/`);
		process.exit(1);
	}
	console.log(`imports of ${srcDir}/ follow the layers`);
}
