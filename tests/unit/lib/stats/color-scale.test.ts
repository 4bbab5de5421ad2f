import { describe, expect, test } from 'vitest';
import {
	colorFor,
	colorSteps,
	NONE_COLOR,
	STEP_COLORS,
} from '../../../../src/lib/stats/color-scale';

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

	test('start at 1 whatever the smallest count: 10 and 11 of 12 sit in neighbouring steps', () => {
		const steps = colorSteps([10, 11, 12]);
		expect(steps.map((step) => [step.from, step.to])).toEqual([
			[1, 3],
			[4, 5],
			[6, 8],
			[9, 10],
			[11, 12],
		]);
		expect(colorFor(10, steps)).toBe(STEP_COLORS[3]);
		expect(colorFor(11, steps)).toBe(STEP_COLORS[4]);
		expect(colorFor(12, steps)).toBe(STEP_COLORS[4]);
	});

	test('small counts keep only the steps they fill, light ones first', () => {
		expect(colorSteps([1, 2]).map((step) => [step.from, step.to])).toEqual([
			[1, 1],
			[2, 2],
		]);
	});

	test('no counts, no steps', () => {
		expect(colorSteps([0, 0])).toEqual([]);
		expect(colorFor(0, [])).toBe(NONE_COLOR);
	});
});
