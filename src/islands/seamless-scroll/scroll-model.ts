/** The seamless-scroll constants: step, wait, wheel throttle and how many items rotate at once. */
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

/** Duration of one animation frame at 60 frames a second, the rate `step` is given for. */
const FRAME_MS = 1000 / 60;

/**
 * The next rotation from `offset`: the stop `items` items on (not wrapped, so that the move is
 * one straight line) and how long the move takes at `step` pixels a frame.
 */
export function nextRotation(
	offset: number,
	geometry: ScrollGeometry,
	items = 1,
): { to: number; durationMs: number } {
	const rotation = geometry.itemSize * clampItemCount(items);
	if (geometry.loopSize <= 0 || rotation <= 0) return { to: offset, durationMs: 0 };
	const to = Math.ceil(offset / rotation + 1e-9) * rotation;
	return { to, durationMs: ((to - offset) / SEAMLESS_SCROLL.step) * FRAME_MS };
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
