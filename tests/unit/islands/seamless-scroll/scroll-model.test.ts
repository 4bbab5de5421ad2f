import { describe, expect, it } from 'vitest';
import {
	clampItemCount,
	nextRotation,
	wheelScroll,
	wrapOffset,
} from '../../../../src/islands/seamless-scroll/scroll-model';

const geometry = { itemSize: 10, loopSize: 40 };

describe('seamless scroll model', () => {
	it('moves to the next item at 0.5 px a frame (60 frames a second)', () => {
		expect(nextRotation(0, geometry).to).toBe(10);
		expect(nextRotation(0, geometry).durationMs).toBeCloseTo((20 * 1000) / 60);
		expect(nextRotation(9, geometry).to).toBe(10);
		expect(nextRotation(9, geometry).durationMs).toBeCloseTo((2 * 1000) / 60);
	});

	it('moves on from a resting item rather than standing still', () => {
		expect(nextRotation(10, geometry).to).toBe(20);
	});

	it('rotates several items at a time, at most five', () => {
		expect(nextRotation(19.8, geometry, 3).to).toBe(30);
		expect(nextRotation(30, geometry, 3).to).toBe(60);
		expect(clampItemCount(9)).toBe(5);
		expect(clampItemCount(0)).toBe(1);
	});

	it('ends past the last item, which the caller wraps to the top', () => {
		expect(nextRotation(35, geometry).to).toBe(40);
		expect(wrapOffset(40, 40)).toBe(0);
		expect(wrapOffset(-5, 40)).toBe(35);
	});

	it('stands still without a measured list', () => {
		expect(nextRotation(0, { itemSize: 0, loopSize: 0 }).durationMs).toBe(0);
	});

	it('moves 10 px per wheel notch in the wheel direction', () => {
		expect(wheelScroll({ offset: 5 }, 120, geometry).offset).toBe(15);
		expect(wheelScroll({ offset: 5 }, -3, geometry).offset).toBe(35);
	});
});
