/**
 * Business time: `YYYY-MM-DD HH:mm:ss` in Beijing time (Asia/Shanghai). China has kept UTC+8 without
 * daylight saving since 1991, so a fixed offset does the work of a timezone library and keeps one out
 * of the chrome's bundle, which every page loads. Every parser and formatter of Beijing time in the
 * browser and on the server is here, and so is the rule for when publishing is open.
 */
export const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A numeric timestamp alone: 10 digits are epoch seconds, 13 digits milliseconds; else NaN. */
export function parseEpochTimestamp(text: string): number {
	if (/^\d{10}$/.test(text)) return Number(text) * 1000;
	if (/^\d{13}$/.test(text)) return Number(text);
	return Number.NaN;
}

/**
 * Parses `YYYY-MM-DD HH:mm:ss` (seconds optional, or a bare `YYYY-MM-DD`) as Beijing time, or a
 * numeric timestamp (10 digits are seconds, 13 digits milliseconds). Answers epoch ms, or NaN for an
 * empty, impossible (2025-02-30, 24:00) or otherwise shaped value.
 */
export function parseBusinessTime(value: string | number | null | undefined): number {
	if (value === null || value === undefined) return Number.NaN;
	const text = String(value).trim();
	const epoch = parseEpochTimestamp(text);
	if (!Number.isNaN(epoch)) return epoch;
	const match = DATE_TIME.exec(text);
	if (!match) return Number.NaN;
	const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
	const ms = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) - BEIJING_OFFSET_MS;
	// Rejects 2025-02-30 and 25:00, which Date.UTC would roll over.
	return formatBusinessTime(ms).startsWith(text.slice(0, 10)) && (h ?? 0) < 24 ? ms : Number.NaN;
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time. */
export function formatBusinessTime(moment: number | Date): string {
	const time = typeof moment === 'number' ? moment : moment.getTime();
	return new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYY-MM-DD` of the Beijing day. */
export function formatBusinessDate(moment: number | Date): string {
	return formatBusinessTime(moment).slice(0, 10);
}

/** Epoch ms of 00:00 Beijing time on `YYYY-MM-DD`, or NaN. */
export function startOfBusinessDay(date: string): number {
	return /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseBusinessTime(date) : Number.NaN;
}

/**
 * Publishing is open up to and including the cutoff instant (`PUBLISH_CUTOFF`, e.g. 23:59:59.000)
 * and closed from the next millisecond on. The header's 我要发布, the publish page and the API
 * (checkPublish, addActivity) all ask this one function. `cutoff` is epoch ms or Beijing-time text;
 * one that cannot be read never closes publishing.
 */
export function isPublishOpen(cutoff: number | string, now: number | Date): boolean {
	const end = typeof cutoff === 'number' ? cutoff : parseBusinessTime(cutoff);
	if (Number.isNaN(end)) return true;
	return (typeof now === 'number' ? now : now.getTime()) <= end;
}
