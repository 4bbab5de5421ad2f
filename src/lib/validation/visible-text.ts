/**
 * Characters that take no room on screen: Unicode spaces, zero-width characters, bidi controls, the
 * soft hyphen and other format marks. A text made of them alone looks empty, so lengths count
 * what is left once they are set aside.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;
const EDGES = new RegExp(`^${INVISIBLE.source}+|${INVISIBLE.source}+$`, 'gu');

/** The text without invisible characters at either end. */
export function trimInvisible(text: string): string {
	return text.replace(EDGES, '');
}

/** How many visible characters (code points) the text holds. */
export function countVisible(text: string): number {
	let visible = 0;
	for (const character of text) if (!INVISIBLE.test(character)) visible += 1;
	return visible;
}
