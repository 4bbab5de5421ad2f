import dayjs from 'dayjs';

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

/** `YYYY-MM` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
	return dayjs(`${month}-01`).add(delta, 'month').format('YYYY-MM');
}

/**
 * The weeks (Monday first) that cover `month`, each day with its activity count; days of
 * the neighbouring months fill the first and last week and carry their counts too.
 */
export function buildMonthGrid(
	month: string,
	counts: ReadonlyMap<string, number>,
): CalendarCell[][] {
	const first = dayjs(`${month}-01`);
	const offset = (first.day() + 6) % 7;
	const start = first.subtract(offset, 'day');
	const daysShown = Math.ceil((offset + first.daysInMonth()) / 7) * 7;
	const weeks: CalendarCell[][] = [];
	for (let index = 0; index < daysShown; index += 1) {
		const moment = start.add(index, 'day');
		const date = moment.format('YYYY-MM-DD');
		if (index % 7 === 0) weeks.push([]);
		weeks.at(-1)?.push({
			date,
			day: moment.date(),
			inMonth: moment.month() === first.month(),
			count: counts.get(date) ?? 0,
		});
	}
	return weeks;
}
