import { describe, expect, it } from 'vitest';
import { pressMotionButton, shouldMove } from '../../../../src/islands/shared/motion-choice';

describe('moving content', () => {
	it('moves by default unless reduced motion or 长辈模式 asks for stillness', () => {
		expect(shouldMove('auto', false)).toBe(true);
		expect(shouldMove('auto', true)).toBe(false);
	});

	it('obeys the button over the default either way', () => {
		expect(shouldMove('pause', false)).toBe(false);
		expect(shouldMove('play', true)).toBe(true);
	});

	it('pauses what moves and plays what is still', () => {
		expect(pressMotionButton('auto', false)).toBe('pause');
		expect(pressMotionButton('auto', true)).toBe('play');
		expect(pressMotionButton('pause', false)).toBe('play');
		expect(pressMotionButton('play', true)).toBe('pause');
	});
});
