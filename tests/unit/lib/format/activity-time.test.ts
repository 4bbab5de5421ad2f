import { describe, expect, it } from 'vitest';
import {
	formatActivityTime,
	formatCardDate,
	formatCardTime,
	toIcsUtc,
	toIsoBeijing,
} from '../../../../src/lib/format/activity-time';

describe('activity times', () => {
	it('writes a one-day activity as its date, weekday and both clock times', () => {
		expect(formatActivityTime('2025-09-12 09:00:00', '2025-09-12 11:30:00')).toBe(
			'2025年9月12日（周五）09:00 - 11:30',
		);
	});

	it('writes both dates when an activity spans days', () => {
		expect(formatActivityTime('2025-09-12 09:00:00', '2025-09-14 17:00:00')).toBe(
			'2025年9月12日（周五）09:00 至 2025年9月14日（周日）17:00',
		);
	});

	it('leaves the year out of card times in the current year only', () => {
		const now = new Date('2025-06-01T00:00:00Z');
		expect(formatCardTime('2025-09-12 09:00:00', now)).toBe('9月12日 09:00');
		expect(formatCardTime('2026-01-02 09:00:00', now)).toBe('2026年1月2日 09:00');
		expect(formatCardDate('2025-09-12 09:00:00', now)).toBe('9月12日');
		expect(formatCardDate('2026-01-02 09:00:00', now)).toBe('2026年1月2日');
		// The year is Beijing's: 31 December 20:00 UTC is already 1 January there.
		const newYearsEve = new Date('2025-12-31T20:00:00Z');
		expect(formatCardTime('2026-01-01 04:30:00', newYearsEve)).toBe('1月1日 04:30');
		expect(formatCardDate('2025-12-31 23:00:00', newYearsEve)).toBe('2025年12月31日');
	});

	it('gives ISO times with the Beijing offset and UTC times for iCalendar', () => {
		expect(toIsoBeijing('2025-09-12 09:00:00')).toBe('2025-09-12T09:00:00+08:00');
		expect(toIcsUtc('2025-09-12 09:00:00')).toBe('20250912T010000Z');
	});
});
