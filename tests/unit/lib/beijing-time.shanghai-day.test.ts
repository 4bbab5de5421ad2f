import { describe, expect, test } from 'vitest';
import {
	formatBusinessTime,
	parseBusinessTime,
	startOfBusinessDay,
} from '../../../src/lib/beijing-time';

describe('business time (Asia/Shanghai)', () => {
	test('parses YYYY-MM-DD HH:mm:ss as UTC+8 and formats it back', () => {
		const ms = parseBusinessTime('2026-09-30 23:59:59');
		expect(new Date(ms).toISOString()).toBe('2026-09-30T15:59:59.000Z');
		expect(formatBusinessTime(ms)).toBe('2026-09-30 23:59:59');
	});

	test('treats 10 digits as seconds and 13 digits as milliseconds', () => {
		expect(parseBusinessTime('1759247999')).toBe(1_759_247_999_000);
		expect(parseBusinessTime(1_759_247_999_000)).toBe(1_759_247_999_000);
	});

	test('rejects impossible dates and other shapes', () => {
		for (const text of [
			'2025-02-30 10:00:00',
			'2025-13-01',
			'2025-01-01 24:00:00',
			'tomorrow',
			'',
			'12345',
		]) {
			expect(parseBusinessTime(text), text).toBeNaN();
		}
	});

	test('a Shanghai day starts at 16:00 UTC the day before', () => {
		expect(new Date(startOfBusinessDay('2025-09-01')).toISOString()).toBe(
			'2025-08-31T16:00:00.000Z',
		);
		expect(startOfBusinessDay('2025-09-01 10:00:00')).toBeNaN();
	});
});
