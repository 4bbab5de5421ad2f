/** The seamless-scroll constants of SPEC §9. */
export const SEAMLESS_SCROLL = {
	/** Pixels moved per animation frame. */
	step: 0.5,
	/** Pause after each item has moved fully into place. */
	waitMs: 1000,
	wheelThrottleMs: 30,
	/** Pixels moved per wheel notch. */
	wheelStep: 10,
	minItems: 1,
	maxItems: 5,
} as const;

export interface ScrollState {
	/** Distance scrolled into the first copy of the list, in [0, loopSize). */
	offset: number;
	/** Time before which the strip stays still. */
	waitUntil: number;
}

export interface ScrollGeometry {
	/** Height (or width) of one item, the distance of one rotation step. */
	itemSize: number;
	/** Size of one full copy of the list: scrolling that far starts over seamlessly. */
	loopSize: number;
}

/** How many items one rotation moves and how many show at once: 1 to 5. */
export function clampItemCount(count: number): number {
	if (!Number.isFinite(count)) return SEAMLESS_SCROLL.minItems;
	return Math.min(Math.max(Math.round(count), SEAMLESS_SCROLL.minItems), SEAMLESS_SCROLL.maxItems);
}

export function wrapOffset(offset: number, loopSize: number): number {
	if (loopSize <= 0) return 0;
	return ((offset % loopSize) + loopSize) % loopSize;
}

/**
 * One animation frame: move `step` pixels, and when a rotation of `items` items completes,
 * snap to it and wait `waitMs` before moving on.
 */
export function advanceScroll(
	state: ScrollState,
	now: number,
	geometry: ScrollGeometry,
	items = 1,
): ScrollState {
	if (now < state.waitUntil || geometry.loopSize <= 0) return state;
	const rotation = geometry.itemSize * clampItemCount(items);
	const next = state.offset + SEAMLESS_SCROLL.step;
	const boundary = rotation > 0 ? Math.ceil(state.offset / rotation + 1e-9) * rotation : Infinity;
	if (next >= boundary) {
		return {
			offset: wrapOffset(boundary, geometry.loopSize),
			waitUntil: now + SEAMLESS_SCROLL.waitMs,
		};
	}
	return { offset: wrapOffset(next, geometry.loopSize), waitUntil: state.waitUntil };
}

/** A wheel notch moves the strip by `wheelStep` in the wheel's direction, wrapping around. */
export function wheelScroll(
	state: ScrollState,
	deltaY: number,
	geometry: ScrollGeometry,
): ScrollState {
	const direction = Math.sign(deltaY);
	return {
		...state,
		offset: wrapOffset(state.offset + direction * SEAMLESS_SCROLL.wheelStep, geometry.loopSize),
	};
}
