import { readFileSync } from 'node:fs';

const DIR = new URL('../../fixtures/bad-input/', import.meta.url);

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as T;

/** The Big List of Naughty Strings. */
const NAUGHTY: readonly string[] = readJson<string[]>('blns.json');

/** DOMPurify's XSS payloads. */
const XSS: readonly string[] = readJson<{ payload: string }[]>('dompurify-xss.json').map(
	(entry) => entry.payload,
);

/** Both lists, without repeats, in file order. */
export const CORPUS: readonly string[] = [...new Set([...NAUGHTY, ...XSS])];

export interface Slot<Target> {
	target: Target;
	strings: string[];
}

/**
 * Deals the corpus over the targets (one route kind's fields) as cards are dealt: the k-th call goes
 * to target k mod n with string k mod N, for max(N, n × minEach) calls. So every string reaches at
 * least one target and every target gets at least `minEach` strings spread over the whole corpus.
 */
export function deal<Target>(
	targets: readonly Target[],
	corpus: readonly string[],
	minEach: number,
): Slot<Target>[] {
	const slots = targets.map((target) => ({ target, strings: [] as string[] }));
	const calls = Math.max(corpus.length, targets.length * minEach);
	for (let k = 0; k < calls; k += 1) {
		slots[k % slots.length]?.strings.push(corpus[k % corpus.length] as string);
	}
	return slots;
}
