/** Every `YYYY-MM-DD` from `first` to `last` inclusive (calendar days: no time zone involved). */
function listDays(first: string, last: string): string[] {
	const days: string[] = [];
	const end = Date.parse(`${last}T00:00:00Z`);
	for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += 86_400_000) {
		days.push(new Date(at).toISOString().slice(0, 10));
	}
	return days;
}

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
	const days = listDays(first, last);
	return days.slice(-maxDays);
}
