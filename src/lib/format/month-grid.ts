import { DAY_MS } from '../calendar-days';

export interface CalendarCell {
	date: string;
	day: number;
	inMonth: boolean;
	count: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonthText(value: string | null | undefined): value is string {
	return typeof value === 'string' && MONTH.test(value);
}

/** Calendar arithmetic on UTC dates: days carry no zone here, only their numbers. */
function monthStart(month: string): Date {
	return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
}

/** `YYYY-MM` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
	const first = monthStart(month);
	first.setUTCMonth(first.getUTCMonth() + delta);
	return first.toISOString().slice(0, 7);
}

/**
 * The weeks (Monday first) that cover `month`, each day with its activity count; days of
 * the neighbouring months fill the first and last week and carry their counts too.
 */
export function buildMonthGrid(
	month: string,
	counts: ReadonlyMap<string, number>,
): CalendarCell[][] {
	const first = monthStart(month);
	const offset = (first.getUTCDay() + 6) % 7;
	const start = first.getTime() - offset * DAY_MS;
	const daysInMonth = new Date(
		Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
	).getUTCDate();
	const daysShown = Math.ceil((offset + daysInMonth) / 7) * 7;
	const weeks: CalendarCell[][] = [];
	for (let index = 0; index < daysShown; index += 1) {
		const moment = new Date(start + index * DAY_MS);
		const date = moment.toISOString().slice(0, 10);
		if (index % 7 === 0) weeks.push([]);
		weeks.at(-1)?.push({
			date,
			day: moment.getUTCDate(),
			inMonth: moment.getUTCMonth() === first.getUTCMonth(),
			count: counts.get(date) ?? 0,
		});
	}
	return weeks;
}
