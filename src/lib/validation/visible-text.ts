/**
 * Code points that draw nothing on their own: spaces, controls, format marks (zero-width, bidi),
 * Unicode's default-ignorable ones (variation selectors, the combining grapheme joiner, Hangul
 * fillers, tags, Mongolian selectors), the braille blank, and marks, which need a base to sit on.
 */
const DRAWS_SOMETHING =
	/[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u;

/**
 * The text's user-perceived characters (grapheme clusters: 👨‍👩‍👧 and 👍🏽 are one each). Browsers
 * without Intl.Segmenter (Firefox before 125) count code points, so the server, which has it, may
 * accept a few emoji more than their form.
 */
const graphemes =
	typeof Intl.Segmenter === 'function'
		? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
		: null;

function clustersOf(text: string): string[] {
	if (!graphemes) return Array.from(text);
	return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** Whether a character, as the reader sees it, shows anything: a code point in it draws. */
function isVisible(cluster: string): boolean {
	return DRAWS_SOMETHING.test(cluster);
}

/** The text without characters that show nothing at either end. */
export function trimInvisible(text: string): string {
	const clusters = clustersOf(text);
	const first = clusters.findIndex(isVisible);
	if (first === -1) return '';
	const last = clusters.findLastIndex(isVisible);
	return clusters.slice(first, last + 1).join('');
}

/** How many characters of the text show something: a title of these alone looks empty. */
export function countVisible(text: string): number {
	return clustersOf(text).filter(isVisible).length;
}

/** The text cut after `max` characters that show something, ending in … when anything was cut. */
export function truncateVisible(text: string, max: number): string {
	const clusters = clustersOf(trimInvisible(text));
	let shown = 0;
	const cut = clusters.findIndex((cluster) => isVisible(cluster) && ++shown > max);
	if (cut === -1) return clusters.join('');
	return `${trimInvisible(clusters.slice(0, cut).join(''))}…`;
}
