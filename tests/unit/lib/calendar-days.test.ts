import { describe, expect, it } from 'vitest';
import { parseBusinessTime } from '../../../src/lib/beijing-time';
import {
	addCalendarDays,
	calendarDaysEndingOn,
	endOfBusinessDay,
	listCalendarDays,
	startOfBusinessDayAt,
} from '../../../src/lib/calendar-days';

describe('calendar days', () => {
	it('adds days across a month end and a leap day', () => {
		expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
		expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
		expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
	});

	it('lists every day between two dates, both included, and none when reversed', () => {
		expect(listCalendarDays('2025-02-27', '2025-03-02')).toEqual([
			'2025-02-27',
			'2025-02-28',
			'2025-03-01',
			'2025-03-02',
		]);
		expect(listCalendarDays('2025-03-02', '2025-03-01')).toEqual([]);
	});

	it('lists the days that end with a date, oldest first', () => {
		expect(calendarDaysEndingOn('2025-03-01', 3)).toEqual([
			'2025-02-27',
			'2025-02-28',
			'2025-03-01',
		]);
	});
});

describe('Beijing days of instants', () => {
	it('starts the day at Beijing midnight, whatever the UTC date', () => {
		const lateEvening = parseBusinessTime('2025-05-31 23:59:59');
		const justAfterMidnight = parseBusinessTime('2025-06-01 00:00:00');
		expect(startOfBusinessDayAt(lateEvening)).toBe(parseBusinessTime('2025-05-31 00:00:00'));
		expect(startOfBusinessDayAt(justAfterMidnight)).toBe(justAfterMidnight);
	});

	it('ends a date filter at the next Beijing midnight', () => {
		expect(endOfBusinessDay('2025-05-31')).toBe(parseBusinessTime('2025-06-01 00:00:00'));
		expect(endOfBusinessDay('2025-5-31')).toBeNaN();
	});
});
