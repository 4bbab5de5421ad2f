import { describe, expect, test } from 'vitest';
import {
	coverFocusStyle,
	focusFromPoint,
	formatCoverFocus,
	moveCoverFocus,
	parseCoverFocus,
} from '../../../src/lib/cover-focus';

describe('cover focus', () => {
	test('parses whole percents 0–100 and refuses anything else', () => {
		expect(parseCoverFocus('0% 100%')).toEqual({ x: 0, y: 100 });
		for (const bad of ['101% 0%', '50%', '5.5% 1%', 'left top', '', null, undefined]) {
			expect(parseCoverFocus(bad)).toBeNull();
		}
	});

	test('formats a point rounded and clamped into 0–100', () => {
		expect(formatCoverFocus({ x: 12.6, y: -4 })).toBe('13% 0%');
		expect(formatCoverFocus({ x: 140, y: 50 })).toBe('100% 50%');
	});

	test('gives an object-position style only for a valid focus', () => {
		expect(coverFocusStyle('25% 75%')).toBe('object-position: 25% 75%');
		expect(coverFocusStyle(null)).toBeUndefined();
		expect(coverFocusStyle('nonsense')).toBeUndefined();
	});

	test('turns a click inside the picture into percents of its box', () => {
		expect(focusFromPoint({ x: 80, y: 45 }, { width: 320, height: 180 })).toEqual({ x: 25, y: 25 });
		expect(focusFromPoint({ x: 400, y: -3 }, { width: 320, height: 180 })).toEqual({
			x: 100,
			y: 0,
		});
	});

	test('moves by 1 % per arrow key, 10 % with Shift, from the centre when unset, within bounds', () => {
		expect(moveCoverFocus(null, 'ArrowLeft', false)).toEqual({ x: 49, y: 50 });
		expect(moveCoverFocus({ x: 20, y: 95 }, 'ArrowDown', true)).toEqual({ x: 20, y: 100 });
		expect(moveCoverFocus({ x: 20, y: 5 }, 'ArrowUp', true)).toEqual({ x: 20, y: 0 });
		expect(moveCoverFocus({ x: 20, y: 5 }, 'Enter', false)).toBeNull();
	});
});
