import { describe, expect, it } from 'vitest';
import {
	formatBusinessTime,
	isPublishOpen,
	parseBusinessTime,
	parseEpochTimestamp,
} from '../../../src/lib/beijing-time';

describe('parseBusinessTime', () => {
	it('reads a 10-digit number as epoch seconds', () => {
		expect(parseBusinessTime(1758729600)).toBe(Date.parse('2025-09-24T16:00:00.000Z'));
		expect(parseBusinessTime('1758729600')).toBe(Date.parse('2025-09-24T16:00:00.000Z'));
	});

	it('reads a 13-digit number as epoch milliseconds', () => {
		expect(parseBusinessTime(1758729600000)).toBe(Date.parse('2025-09-24T16:00:00.000Z'));
	});

	it('reads YYYY-MM-DD HH:mm:ss as Beijing time', () => {
		expect(parseBusinessTime('2026-09-30 23:59:59')).toBe(Date.parse('2026-09-30T15:59:59.000Z'));
	});

	it('answers NaN for empty or unreadable values', () => {
		expect(parseBusinessTime('')).toBeNaN();
		expect(parseBusinessTime(null)).toBeNaN();
		expect(parseBusinessTime('soon')).toBeNaN();
	});

	it('reads a bare date as Beijing midnight', () => {
		expect(parseBusinessTime('2025-09-01')).toBe(Date.parse('2025-08-31T16:00:00.000Z'));
	});

	it('refuses a day the month does not have', () => {
		expect(parseBusinessTime('2025-02-30 10:00:00')).toBeNaN();
	});
});

describe('parseEpochTimestamp', () => {
	it('reads digits only, never Beijing-time text', () => {
		expect(parseEpochTimestamp('1758729600')).toBe(1758729600000);
		expect(parseEpochTimestamp('2025-09-24 16:00:00')).toBeNaN();
	});
});

describe('formatBusinessTime', () => {
	it('writes YYYY-MM-DD HH:mm:ss in Beijing time', () => {
		expect(formatBusinessTime(Date.UTC(2025, 8, 1, 0, 0, 5))).toBe('2025-09-01 08:00:05');
	});
});

describe('isPublishOpen', () => {
	const cutoff = '2026-09-30 23:59:59';
	const at = Date.UTC(2026, 8, 30, 15, 59, 59);

	it('is open up to and including the cutoff instant and closed a moment after', () => {
		expect(isPublishOpen(cutoff, at - 1000)).toBe(true);
		expect(isPublishOpen(cutoff, at)).toBe(true);
		expect(isPublishOpen(cutoff, at + 1)).toBe(false);
		expect(isPublishOpen(at, new Date(at + 1000))).toBe(false);
	});

	it('never closes on an unreadable cutoff', () => {
		expect(isPublishOpen('someday', Date.UTC(2099, 0, 1))).toBe(true);
	});
});
