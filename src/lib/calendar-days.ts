import { BEIJING_OFFSET_MS, startOfBusinessDay } from './beijing-time';

/**
 * Day arithmetic. A calendar day `YYYY-MM-DD` carries no time zone, so it is counted in UTC; an
 * instant's day is its Beijing day (beijing-time.ts). China keeps no daylight saving time, so every
 * day is DAY_MS long.
 */
export const DAY_MS = 86_400_000;

const epochOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

/** `YYYY-MM-DD` `days` calendar days after `date` (before it when negative). */
export function addCalendarDays(date: string, days: number): string {
	return dateOf(epochOf(date) + days * DAY_MS);
}

/** Every `YYYY-MM-DD` from `first` to `last`, both included; empty when `first` is later. */
export function listCalendarDays(first: string, last: string): string[] {
	const days: string[] = [];
	const end = epochOf(last);
	for (let at = epochOf(first); at <= end; at += DAY_MS) days.push(dateOf(at));
	return days;
}

/** The `count` calendar days that end with `last`, oldest first. */
export function calendarDaysEndingOn(last: string, count: number): string[] {
	return Array.from({ length: count }, (_, index) => addCalendarDays(last, index + 1 - count));
}

/** Epoch ms of the Beijing midnight that starts the day `moment` falls in. */
export function startOfBusinessDayAt(moment: number): number {
	const local = moment + BEIJING_OFFSET_MS;
	return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - BEIJING_OFFSET_MS;
}

/** Epoch ms of the Beijing midnight after `YYYY-MM-DD`: the exclusive end of a date filter; or NaN. */
export function endOfBusinessDay(date: string): number {
	return startOfBusinessDay(date) + DAY_MS;
}
