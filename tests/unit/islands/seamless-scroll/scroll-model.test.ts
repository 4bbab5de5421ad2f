import { describe, expect, it } from 'vitest';
import {
	advanceScroll,
	clampItemCount,
	SEAMLESS_SCROLL,
	wheelScroll,
	wrapOffset,
} from '../../../../src/islands/seamless-scroll/scroll-model';

const geometry = { itemSize: 10, loopSize: 40 };

describe('seamless scroll model', () => {
	it('moves 0.5 px a frame', () => {
		expect(advanceScroll({ offset: 0, waitUntil: 0 }, 100, geometry)).toEqual({
			offset: 0.5,
			waitUntil: 0,
		});
	});

	it('snaps to the next item and waits 1000 ms before moving again', () => {
		const arrived = advanceScroll({ offset: 9.8, waitUntil: 0 }, 500, geometry);
		expect(arrived).toEqual({ offset: 10, waitUntil: 500 + SEAMLESS_SCROLL.waitMs });
		expect(advanceScroll(arrived, 1499, geometry)).toBe(arrived);
		expect(advanceScroll(arrived, 1500, geometry).offset).toBe(10.5);
	});

	it('rotates several items at a time, at most five', () => {
		expect(advanceScroll({ offset: 19.8, waitUntil: 0 }, 0, geometry, 3).offset).toBeCloseTo(20.3);
		expect(advanceScroll({ offset: 29.8, waitUntil: 0 }, 0, geometry, 3).offset).toBe(30);
		expect(clampItemCount(9)).toBe(5);
		expect(clampItemCount(0)).toBe(1);
	});

	it('starts over at the top once a whole copy of the list has passed', () => {
		expect(advanceScroll({ offset: 39.8, waitUntil: 0 }, 0, geometry).offset).toBe(0);
		expect(wrapOffset(-5, 40)).toBe(35);
	});

	it('moves 10 px per wheel notch in the wheel direction', () => {
		expect(wheelScroll({ offset: 5, waitUntil: 0 }, 120, geometry).offset).toBe(15);
		expect(wheelScroll({ offset: 5, waitUntil: 0 }, -3, geometry).offset).toBe(35);
	});
});
