import { readFileSync } from 'node:fs';
import type { Route } from '../../../src/server/api/context';

/**
 * What docs/api.md says of each endpoint: its method, access and body fields, read from the
 * endpoint tables (`| \`/path\` | Method | Access | Body | Answer |`), so a test can hold the
 * server to it.
 */
type Need = 'required' | 'optional' | 'required-to-reject';

export interface DocField {
	name: string;
	need: Need;
}

export interface DocEndpoint {
	path: string;
	method: Route['method'];
	access: Route['access'];
	fields: DocField[];
}

const ENDPOINT_ROW =
	/^\| `(\/[a-z]+\/[A-Za-z]+)` \| (GET\/POST|POST) \| (public|optional|user|admin)(?: \([^)]*\))? \| (.*?) \| .* \|$/;
/** A backticked field name, `?` marking an optional one, and what the cell says right after it. */
const FIELD = /`([A-Za-z_][\w]*)(\?)?`([^`]*)/g;

function readFields(cell: string, optionalByDefault = false): DocField[] {
	return [...cell.matchAll(FIELD)].map(([, name = '', mark, after = '']) => {
		const note = after.split(/, `|;/)[0] ?? '';
		let need: Need = mark || optionalByDefault ? 'optional' : 'required';
		if (/required to reject/.test(note)) need = 'required-to-reject';
		return { name, need };
	});
}

/** The rows of the markdown table that follows `heading` (a line that starts with it). */
function tableAfter(lines: string[], heading: string): string[][] {
	const start = lines.findIndex((line) => line.startsWith(heading));
	if (start < 0) throw new Error(`docs/api.md has no "${heading}"`);
	const rows: string[][] = [];
	for (const line of lines.slice(start + 1)) {
		if (line.startsWith('|')) {
			if (!/^\|[-|]+\|$/.test(line)) rows.push(line.split(' | ').map((cell) => cell.trim()));
		} else if (rows.length > 0) break;
	}
	return rows.slice(1);
}

/**
 * The activity fields: optional where the rule says so; "required unless online/offline" counts as
 * required, since the test's activities are hybrid (both online and offline).
 */
function readActivityFields(lines: string[]): DocField[] {
	return tableAfter(lines, '**Activity fields**').flatMap(([first = '', rule = '']) =>
		readFields(first).map(({ name }) => ({
			name,
			need: /\boptional\b/.test(rule) ? 'optional' : 'required',
		})),
	);
}

/** Every list filter is optional. */
function readListFilters(text: string): DocField[] {
	const paragraph = /\*\*List filters\*\*([\s\S]*?)\n\n/.exec(text)?.[1] ?? '';
	return readFields(paragraph.replace(/\([^)]*\)/g, ''), true);
}

export function readApiDocs(file = 'docs/api.md'): DocEndpoint[] {
	const text = readFileSync(file, 'utf8');
	const lines = text.split('\n');
	const activityFields = readActivityFields(lines);
	return lines.flatMap((line) => {
		const match = ENDPOINT_ROW.exec(line);
		if (!match) return [];
		const [, path = '', method, access, body = ''] = match;
		const fields = readFields(body);
		if (body.includes('activity fields')) fields.push(...activityFields);
		if (body.includes('filters (below)')) fields.push(...readListFilters(text));
		return [
			{
				path,
				method: method === 'POST' ? 'POST' : 'ANY',
				access: access as Route['access'],
				fields,
			},
		];
	});
}
