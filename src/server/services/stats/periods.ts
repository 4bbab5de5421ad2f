/** A run of `stats_organisers` periods of one span: rows with `period` from `first` to `last`. */
export interface PeriodRun {
	span: 'day' | 'month' | 'year';
	first: string;
	last: string;
}

/** The bounds an open end of a date range stands for. */
const EARLIEST = '1970-01-01';
const LATEST = '2999-12-31';

const iso = (y: number, m: number, d: number) =>
	new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const addDays = (day: string, days: number) => {
	const [y, m, d] = parts(day);
	return iso(y, m, d + days);
};
/** The first day of the month that holds `day`, moved by `months`. */
const monthOf = (day: string, months = 0) => {
	const [y, m] = parts(day);
	return iso(y, m + months, 1);
};
const yearOf = (day: string, years = 0) => iso(parts(day)[0] + years, 1, 1);

/**
 * Splits the days `from`..`to` (inclusive; '' is open) into at most five runs: days up to the first
 * whole month, whole months up to the first whole year, whole years, then months and days at the
 * end. Every day of the range lies in exactly one run, so the owners of the runs' rows are the
 * range's organisers.
 */
export function periodRuns(from: string, to: string): PeriodRun[] {
	const first = from || EARLIEST;
	const last = to || LATEST;
	if (first > last) return [];
	// Whole months: from the first month start on or after `first` to the month after `last`'s end.
	const monthStart = first === monthOf(first) ? first : monthOf(first, 1);
	const monthEnd = monthOf(addDays(last, 1));
	if (monthStart >= monthEnd) return [{ span: 'day', first, last }];
	const runs: PeriodRun[] = [];
	if (first < monthStart) runs.push({ span: 'day', first, last: addDays(monthStart, -1) });
	const yearStart = monthStart === yearOf(monthStart) ? monthStart : yearOf(monthStart, 1);
	const yearEnd = yearOf(monthEnd);
	if (yearStart >= yearEnd) {
		runs.push({ span: 'month', first: monthStart, last: monthOf(monthEnd, -1) });
	} else {
		if (monthStart < yearStart) {
			runs.push({ span: 'month', first: monthStart, last: monthOf(yearStart, -1) });
		}
		runs.push({ span: 'year', first: yearStart, last: yearOf(yearEnd, -1) });
		if (yearEnd < monthEnd)
			runs.push({ span: 'month', first: yearEnd, last: monthOf(monthEnd, -1) });
	}
	if (monthEnd <= last) runs.push({ span: 'day', first: monthEnd, last });
	return runs;
}
