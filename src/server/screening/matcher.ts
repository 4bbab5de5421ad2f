import AhoCorasick from 'modern-ahocorasick';
import { normaliseForScreening, normaliseTerm } from './normalise';

/** One match, in the original text's UTF-16 offsets, with the term as it was written. */
export interface TermMatch {
	term: string;
	start: number;
	end: number;
}

/**
 * An Aho–Corasick automaton (modern-ahocorasick) over the normalised terms: one pass over the text
 * whatever the number of terms. Terms that normalise to the same text count once.
 */
export class TermMatcher {
	private readonly automaton: AhoCorasick<string>;
	readonly size: number;

	constructor(terms: Iterable<string>) {
		const byNormal = new Map<string, string>();
		for (const term of terms) {
			const normal = normaliseTerm(term);
			if (normal && !byNormal.has(normal)) byNormal.set(normal, term);
		}
		this.size = byNormal.size;
		this.automaton = new AhoCorasick([...byNormal].map(([pattern, data]) => ({ pattern, data })));
	}

	/** Non-overlapping matches, leftmost-longest, mapped back onto `text`. */
	find(text: string): TermMatch[] {
		if (this.size === 0 || text === '') return [];
		const normal = normaliseForScreening(text);
		return this.automaton.search(normal.text, { strategy: 'leftmost-longest' }).map((hit) => ({
			term: hit.data as string,
			start: normal.starts[hit.start] ?? 0,
			end: normal.ends[hit.end - 1] ?? text.length,
		}));
	}
}
