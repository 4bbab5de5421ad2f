import { describe, expect, it } from 'vitest';
import {
	audienceNames,
	describeRegion,
	describeSeats,
	jointActionName,
} from '../../../../src/lib/format/activity-labels';

describe('activity labels', () => {
	it('names audiences in the given order and skips unknown ids', () => {
		expect(audienceNames([3, 99, 5])).toEqual(['青少年', '老年人']);
	});

	it('describes unlimited, open and full capacity', () => {
		expect(describeSeats(null, 10)).toBe('不限名额');
		expect(describeSeats(50, 12)).toBe('剩余 38 / 50 个名额');
		expect(describeSeats(50, 60)).toBe('名额已满（共 50 个）');
	});

	it('names the joint action of an lh_type, and nothing for none', () => {
		expect(jointActionName(2)).toBe('高校科协联合行动');
		expect(jointActionName(null)).toBe('');
	});

	it('joins region names once each', () => {
		expect(describeRegion(['北京市', '北京市', '海淀区'])).toBe('北京市 · 海淀区');
	});
});
