import { describe, expect, it } from 'vitest';
import { slideAt, stepSlide } from '../../../../src/islands/banner-carousel/carousel-model';

describe('banner carousel model', () => {
	it('wraps from the last slide to the first and back', () => {
		expect(stepSlide(2, 1, 3)).toBe(0);
		expect(stepSlide(0, -1, 3)).toBe(2);
	});

	it('finds the slide nearest to the scroll position, within the slides', () => {
		expect(slideAt(590, 600, 3)).toBe(1);
		expect(slideAt(5000, 600, 3)).toBe(2);
		expect(slideAt(0, 0, 3)).toBe(0);
	});
});
