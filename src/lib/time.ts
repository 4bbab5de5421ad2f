/**
 * Business times (SPEC §9): `YYYY-MM-DD HH:mm:ss` in Beijing time. China has kept UTC+8 without
 * daylight saving since 1991, so a fixed offset does the work of a timezone library here and keeps
 * it out of the chrome's bundle, which every page loads.
 */
export const TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const BUSINESS_TIMEZONE = 'Asia/Shanghai';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const SECONDS_TIMESTAMP = /^\d{10}$/;
const MILLISECONDS_TIMESTAMP = /^\d{13}$/;
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function parseBeijingText(text: string): Date | null {
	const match = TIMESTAMP_TEXT.exec(text);
	if (!match) return null;
	const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
	const ms = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - BEIJING_OFFSET_MS;
	const date = new Date(ms);
	// Date.UTC rolls 2025-02-30 over into March; such text is not a date.
	return formatTimestamp(date).startsWith(text.slice(0, 10)) ? date : null;
}

/**
 * Reads a server time: a 10-digit number is epoch seconds (SPEC §9), a 13-digit one epoch
 * milliseconds, and text `YYYY-MM-DD HH:mm:ss` (or a bare date) Beijing time. `null` otherwise.
 */
export function parseTimestamp(value: string | number | null | undefined): Date | null {
	if (value === null || value === undefined || value === '') return null;
	const text = String(value).trim();
	if (SECONDS_TIMESTAMP.test(text)) return new Date(Number(text) * 1000);
	if (MILLISECONDS_TIMESTAMP.test(text)) return new Date(Number(text));
	return parseBeijingText(text);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Beijing time. */
export function formatTimestamp(moment: Date | number): string {
	const beijing = new Date(new Date(moment).getTime() + BEIJING_OFFSET_MS);
	const date = `${beijing.getUTCFullYear()}-${pad(beijing.getUTCMonth() + 1)}-${pad(beijing.getUTCDate())}`;
	const time = `${pad(beijing.getUTCHours())}:${pad(beijing.getUTCMinutes())}:${pad(beijing.getUTCSeconds())}`;
	return `${date} ${time}`;
}

/** True while `now` is before the cutoff (a Beijing-time text); an unreadable cutoff never closes. */
export function isBeforeCutoff(cutoff: string, now: Date | number): boolean {
	const end = parseTimestamp(cutoff);
	if (!end) return true;
	return new Date(now).getTime() < end.getTime();
}
