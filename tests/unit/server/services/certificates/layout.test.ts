import { describe, expect, test } from 'vitest';
import { wrap } from '../../../../../src/server/services/certificates/layout';

describe('wrap', () => {
	test('keeps numbers whole and an opening quote with what it opens', () => {
		const lines = wrap(
			'服务时长 2.5 小时，在“科学之夜”活动中担任志愿者'.repeat(4),
			200,
			16,
			'regular',
		);
		expect(lines.length).toBeGreaterThan(1);
		for (const line of lines) {
			expect(line.endsWith('“')).toBe(false);
			expect(/^[，。]/.test(line)).toBe(false);
		}
		expect(lines.join('')).toBe('服务时长 2.5 小时，在“科学之夜”活动中担任志愿者'.repeat(4));
		expect(lines.some((line) => line.endsWith('2') || line.startsWith('.5'))).toBe(false);
	});
});
