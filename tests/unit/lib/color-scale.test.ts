import { describe, expect, test } from 'vitest';
import { colorFor, colorSteps, NONE_COLOR, STEP_COLORS } from '../../../src/lib/stats/color-scale';

describe('map colour steps', () => {
	test('split the range of counts above zero into fifths', () => {
		const steps = colorSteps([0, 1, 10, 50]);
		expect(steps.map((step) => [step.from, step.to])).toEqual([
			[1, 10],
			[11, 20],
			[21, 30],
			[31, 40],
			[41, 50],
		]);
		expect(colorFor(0, steps)).toBe(NONE_COLOR);
		expect(colorFor(1, steps)).toBe(STEP_COLORS[0]);
		expect(colorFor(50, steps)).toBe(STEP_COLORS[4]);
	});

	test('a narrow range keeps only the steps it fills, light ones first', () => {
		const steps = colorSteps([10, 11, 11]);
		expect(steps.map((step) => [step.from, step.to])).toEqual([
			[10, 10],
			[11, 11],
		]);
		expect(colorFor(10, steps)).not.toBe(colorFor(11, steps));
	});

	test('no counts, no steps', () => {
		expect(colorSteps([0, 0])).toEqual([]);
		expect(colorFor(0, [])).toBe(NONE_COLOR);
	});
});
