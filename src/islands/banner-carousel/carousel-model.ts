/** Time each banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 5000;

/** The slide after `index` by `delta`, wrapping at both ends. */
export function stepSlide(index: number, delta: number, count: number): number {
	if (count <= 0) return 0;
	return (((index + delta) % count) + count) % count;
}

/** The slide whose left edge is nearest to `scrollLeft` in a row of equal-width slides. */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
	if (slideWidth <= 0) return 0;
	return Math.min(Math.max(Math.round(scrollLeft / slideWidth), 0), Math.max(count - 1, 0));
}
