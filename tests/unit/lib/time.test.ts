import { describe, expect, it } from 'vitest';
import { formatTimestamp, isBeforeCutoff, parseTimestamp } from '../../../src/lib/time';

describe('parseTimestamp', () => {
	it('reads a 10-digit number as epoch seconds', () => {
		expect(parseTimestamp(1758729600)?.toISOString()).toBe('2025-09-24T16:00:00.000Z');
		expect(parseTimestamp('1758729600')?.toISOString()).toBe('2025-09-24T16:00:00.000Z');
	});

	it('reads a 13-digit number as epoch milliseconds', () => {
		expect(parseTimestamp(1758729600000)?.toISOString()).toBe('2025-09-24T16:00:00.000Z');
	});

	it('reads YYYY-MM-DD HH:mm:ss as Beijing time', () => {
		expect(parseTimestamp('2026-09-30 23:59:59')?.toISOString()).toBe('2026-09-30T15:59:59.000Z');
	});

	it('answers null for empty or unreadable values', () => {
		expect(parseTimestamp('')).toBeNull();
		expect(parseTimestamp(null)).toBeNull();
		expect(parseTimestamp('soon')).toBeNull();
	});
});

describe('formatTimestamp', () => {
	it('writes YYYY-MM-DD HH:mm:ss in Beijing time', () => {
		expect(formatTimestamp(Date.UTC(2025, 8, 1, 0, 0, 5))).toBe('2025-09-01 08:00:05');
	});
});

describe('isBeforeCutoff', () => {
	const cutoff = '2026-09-30 23:59:59';

	it('is true one second before the cutoff (Beijing time) and false at it', () => {
		expect(isBeforeCutoff(cutoff, Date.UTC(2026, 8, 30, 15, 59, 58))).toBe(true);
		expect(isBeforeCutoff(cutoff, Date.UTC(2026, 8, 30, 15, 59, 59))).toBe(false);
	});

	it('never closes on an unreadable cutoff', () => {
		expect(isBeforeCutoff('someday', Date.UTC(2099, 0, 1))).toBe(true);
	});
});

describe('parseTimestamp on text', () => {
	it('reads a bare date as Beijing midnight', () => {
		expect(parseTimestamp('2025-09-01')?.toISOString()).toBe('2025-08-31T16:00:00.000Z');
	});

	it('refuses a day the month does not have', () => {
		expect(parseTimestamp('2025-02-30 10:00:00')).toBeNull();
	});
});
