/**
 * Text as screening compares it: NFKC (full-width letters and digits become half-width), lower case,
 * and without what evaders put between characters: spaces, punctuation, symbols, zero-width and
 * bidi controls. Each kept UTF-16 unit remembers the span of the original text it came from.
 */
export interface NormalisedText {
	text: string;
	/** Original start (inclusive) and end (exclusive) of each unit of `text`. */
	starts: Uint32Array;
	ends: Uint32Array;
}

const DROPPED = /[\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}\s]/u;

/** Characters NFKC and lower-casing leave alone and that are never dropped (the common case). */
function isPlain(code: number): boolean {
	return (
		(code >= 0x30 && code <= 0x39) ||
		(code >= 0x61 && code <= 0x7a) ||
		(code >= 0x4e00 && code <= 0x9fff)
	);
}

/** NFKC can expand a character (e.g. ㎞ → km); room for that beyond one unit per unit. */
const ROOM = 2;

export function normaliseForScreening(source: string): NormalisedText {
	const capacity = source.length * ROOM + 4;
	const units = new Uint16Array(capacity);
	const starts = new Uint32Array(capacity);
	const ends = new Uint32Array(capacity);
	let length = 0;
	const keep = (unit: number, start: number, end: number) => {
		if (length === capacity) return;
		units[length] = unit;
		starts[length] = start;
		ends[length] = end;
		length += 1;
	};
	for (let index = 0; index < source.length; ) {
		const code = source.codePointAt(index) ?? 0;
		const end = index + (code > 0xffff ? 2 : 1);
		if (isPlain(code)) keep(code, index, end);
		else if (code >= 0x41 && code <= 0x5a) keep(code + 32, index, end);
		else {
			const folded = source.slice(index, end).normalize('NFKC').toLowerCase();
			for (const char of folded) {
				if (DROPPED.test(char)) continue;
				for (let unit = 0; unit < char.length; unit += 1) keep(char.charCodeAt(unit), index, end);
			}
		}
		index = end;
	}
	return {
		text: new TextDecoder('utf-16le').decode(units.subarray(0, length)),
		starts: starts.subarray(0, length),
		ends: ends.subarray(0, length),
	};
}

/** A term as it is matched; empty when it holds nothing but what screening drops. */
export function normaliseTerm(term: string): string {
	return normaliseForScreening(term).text;
}
