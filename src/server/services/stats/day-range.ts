import { listCalendarDays } from '../../../lib/calendar-days';

/**
 * The days a trend spans: the filter's range, an open end taken from the first or last day with
 * data, at most `maxDays` ending on the last. Empty when there is neither a bound nor data.
 */
export function trendDays(
	from: string,
	to: string,
	dataDays: readonly string[],
	maxDays: number,
): string[] {
	const sorted = [...dataDays].sort();
	const last = to || sorted.at(-1) || from;
	const first = from || sorted[0] || to;
	if (!first || !last || first > last) return [];
	const days = listCalendarDays(first, last);
	return days.slice(-maxDays);
}
