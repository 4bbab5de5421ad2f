import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { BEIJING_OFFSET_MS, parseBusinessTime } from '../beijing-time';

dayjs.extend(utc);

/**
 * A fixed offset stands in for the Asia/Shanghai zone: the zone plugin formats through Intl on
 * every call, a large share of a home page's CPU in a profile (docs/benchmarks.md).
 */
const BEIJING_OFFSET_MINUTES = BEIJING_OFFSET_MS / 60_000;

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Reads a `YYYY-MM-DD HH:mm:ss` Beijing time as the API answers it. */
function readBeijingTime(text: string): dayjs.Dayjs {
	return dayjs(parseBusinessTime(text)).utcOffset(BEIJING_OFFSET_MINUTES);
}

/** `2025年9月12日（周五）09:00 - 11:30`, or both dates when the activity spans days. */
export function formatActivityTime(start: string, end: string): string {
	const from = readBeijingTime(start);
	const to = readBeijingTime(end);
	const day = (moment: dayjs.Dayjs) =>
		`${moment.format('YYYY年M月D日')}（${WEEKDAYS[moment.day()] ?? ''}）`;
	if (from.format('YYYY-MM-DD') === to.format('YYYY-MM-DD')) {
		return `${day(from)}${from.format('HH:mm')} - ${to.format('HH:mm')}`;
	}
	return `${day(from)}${from.format('HH:mm')} 至 ${day(to)}${to.format('HH:mm')}`;
}

/**
 * The Beijing calendar fields of a business time, without dayjs: cards format two per activity, a
 * home page some forty.
 */
function beijingFields(text: string) {
	const shifted = new Date(parseBusinessTime(text) + BEIJING_OFFSET_MS);
	return {
		year: shifted.getUTCFullYear(),
		month: shifted.getUTCMonth() + 1,
		day: shifted.getUTCDate(),
		clock: shifted.toISOString().slice(11, 16),
	};
}

function beijingYear(now: Date): number {
	return new Date(now.getTime() + BEIJING_OFFSET_MS).getUTCFullYear();
}

/** `9月12日`, with the year only when it is not the current one. */
function cardDate(fields: ReturnType<typeof beijingFields>, now: Date): string {
	const date = `${fields.month}月${fields.day}日`;
	return fields.year === beijingYear(now) ? date : `${fields.year}年${date}`;
}

/** `9月12日 09:00` for cards, with the year only when it is not the current one. */
export function formatCardTime(start: string, now: Date = new Date()): string {
	if (Number.isNaN(parseBusinessTime(start))) return start;
	const fields = beijingFields(start);
	return `${cardDate(fields, now)} ${fields.clock}`;
}

/** ISO 8601 with the +08:00 offset, for JSON-LD and meta tags. */
export function toIsoBeijing(text: string): string {
	return readBeijingTime(text).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** `20250912T010000Z`: the UTC form iCalendar wants. */
export function toIcsUtc(text: string): string {
	return readBeijingTime(text).utc().format('YYYYMMDD[T]HHmmss[Z]');
}

/** `9月12日`, with the year only when it is not the current one. */
export function formatCardDate(start: string, now: Date = new Date()): string {
	if (Number.isNaN(parseBusinessTime(start))) return start;
	return cardDate(beijingFields(start), now);
}
