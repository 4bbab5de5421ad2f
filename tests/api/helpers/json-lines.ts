import { existsSync, readFileSync } from 'node:fs';

/**
 * The records of a JSON-lines file another process is still appending to: only lines
 * that end in a newline count, so a file just opened for appending (still empty) or a
 * line half written reads as not yet there instead of failing to parse.
 */
export function readCompleteJsonLines<Record>(file: string): Record[] {
	if (!existsSync(file)) return [];
	const text = readFileSync(file, 'utf8');
	const complete = text.slice(0, text.lastIndexOf('\n') + 1);
	return complete
		.split('\n')
		.filter((line) => line.trim() !== '')
		.map((line) => JSON.parse(line) as Record);
}
