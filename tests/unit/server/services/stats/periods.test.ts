import { describe, expect, test } from 'vitest';
import { type PeriodRun, periodRuns } from '../../../../../src/server/services/stats/periods';

/** Every day a run covers, as the rows of `stats_organisers` it reads stand for them. */
function daysOf(runs: PeriodRun[]): string[] {
	const days: string[] = [];
	for (const run of runs) {
		const cursor = new Date(`${run.first}T00:00:00Z`);
		const last = new Date(`${run.last}T00:00:00Z`);
		while (cursor <= last) {
			const next = new Date(cursor);
			if (run.span === 'day') next.setUTCDate(next.getUTCDate() + 1);
			if (run.span === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
			if (run.span === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
			for (const day = new Date(cursor); day < next; day.setUTCDate(day.getUTCDate() + 1)) {
				days.push(day.toISOString().slice(0, 10));
			}
			cursor.setTime(next.getTime());
		}
	}
	return days;
}

function daysBetween(first: string, last: string): string[] {
	return daysOf([{ span: 'day', first, last }]);
}

describe('periodRuns', () => {
	test('reads a range inside one month as days', () => {
		expect(periodRuns('2026-09-10', '2026-09-16')).toEqual([
			{ span: 'day', first: '2026-09-10', last: '2026-09-16' },
		]);
	});

	test('reads a whole month as one month row and a whole year as one year row', () => {
		expect(periodRuns('2026-09-01', '2026-09-30')).toEqual([
			{ span: 'month', first: '2026-09-01', last: '2026-09-01' },
		]);
		expect(periodRuns('2026-01-01', '2026-12-31')).toEqual([
			{ span: 'year', first: '2026-01-01', last: '2026-01-01' },
		]);
	});

	test('splits a range across years into days, months, years, months and days', () => {
		expect(periodRuns('2024-12-15', '2027-02-10')).toEqual([
			{ span: 'day', first: '2024-12-15', last: '2024-12-31' },
			{ span: 'year', first: '2025-01-01', last: '2026-01-01' },
			{ span: 'month', first: '2027-01-01', last: '2027-01-01' },
			{ span: 'day', first: '2027-02-01', last: '2027-02-10' },
		]);
		expect(periodRuns('2025-11-30', '2026-03-01')).toEqual([
			{ span: 'day', first: '2025-11-30', last: '2025-11-30' },
			{ span: 'month', first: '2025-12-01', last: '2026-02-01' },
			{ span: 'day', first: '2026-03-01', last: '2026-03-01' },
		]);
	});

	test.each([
		['2026-02-27', '2026-03-02'],
		['2024-02-29', '2024-03-31'],
		['2025-12-31', '2026-01-01'],
		['2023-07-04', '2026-11-29'],
		['2026-03-01', '2026-03-01'],
	])('covers every day of %s to %s exactly once', (from, to) => {
		expect(daysOf(periodRuns(from, to))).toEqual(daysBetween(from, to));
	});

	test('reads open ends as whole years from 1970 and to 2999', () => {
		expect(periodRuns('2026-09-10', '')).toEqual([
			{ span: 'day', first: '2026-09-10', last: '2026-09-30' },
			{ span: 'month', first: '2026-10-01', last: '2026-12-01' },
			{ span: 'year', first: '2027-01-01', last: '2999-01-01' },
		]);
		expect(periodRuns('', '2026-09-16')).toEqual([
			{ span: 'year', first: '1970-01-01', last: '2025-01-01' },
			{ span: 'month', first: '2026-01-01', last: '2026-08-01' },
			{ span: 'day', first: '2026-09-01', last: '2026-09-16' },
		]);
	});

	test('answers no runs for a reversed range', () => {
		expect(periodRuns('2026-09-16', '2026-09-10')).toEqual([]);
	});
});
