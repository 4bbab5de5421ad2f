import { describe, expect, it } from 'vitest';
import {
	itemForButtonKey,
	itemForMenuKey,
	wrapIndex,
} from '../../../../src/islands/shared/menu-keys';

describe('menu-button keys', () => {
	it('opens at the first item on ArrowDown, Enter and Space, at the last on ArrowUp', () => {
		expect(['ArrowDown', 'Enter', ' '].map(itemForButtonKey)).toEqual([0, 0, 0]);
		expect(itemForButtonKey('ArrowUp')).toBe(-1);
		expect(itemForButtonKey('a')).toBeUndefined();
	});

	it('moves down, up, home and end inside the menu', () => {
		expect(itemForMenuKey('ArrowDown', 2)).toBe(3);
		expect(itemForMenuKey('ArrowUp', 2)).toBe(1);
		expect(itemForMenuKey('Home', 2)).toBe(0);
		expect(itemForMenuKey('End', 2)).toBe(-1);
		expect(itemForMenuKey('x', 2)).toBeUndefined();
	});

	it('wraps past either end', () => {
		expect(wrapIndex(7, 7)).toBe(0);
		expect(wrapIndex(-1, 7)).toBe(6);
		expect(wrapIndex(3, 7)).toBe(3);
	});
});
