import { readFileSync, statSync } from 'node:fs';

/** The operators' list: one term a line, `#` starts a comment, blank lines ignored. */
export function parseTermFile(text: string): string[] {
	return text
		.replace(/^\uFEFF/, '')
		.split(/\r?\n/)
		.map((line) => line.replace(/#.*$/, '').trim())
		.filter(Boolean);
}

interface Loaded {
	stamp: string;
	terms: string[];
}

let loaded: Loaded | undefined;
let lastProblem = '';

/**
 * CONTENT_BLOCKLIST's terms, read again whenever the file's size or modification time changes. A
 * file that cannot be read logs once and screens with no file terms until it can.
 */
export function readTermFile(path: string | null): { stamp: string; terms: string[] } {
	if (!path) return { stamp: 'none', terms: [] };
	try {
		const stat = statSync(path);
		const stamp = `${path}:${stat.size}:${stat.mtimeMs}`;
		if (loaded?.stamp !== stamp) {
			loaded = { stamp, terms: parseTermFile(readFileSync(path, 'utf8')) };
			console.log(`[screening] ${path}: ${loaded.terms.length} 个筛查词 / terms loaded`);
		}
		lastProblem = '';
		return loaded;
	} catch (error) {
		const problem = error instanceof Error ? error.message : String(error);
		if (problem !== lastProblem) {
			console.error(`[screening] 无法读取 CONTENT_BLOCKLIST / cannot read ${path}: ${problem}`);
			lastProblem = problem;
		}
		return { stamp: `unreadable:${path}`, terms: [] };
	}
}
