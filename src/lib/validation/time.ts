/** Business time is Asia/Shanghai, UTC+8 all year (no daylight saving since 1991). */
const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD`) as Shanghai time, or a numeric timestamp
 * (10 digits are seconds, SPEC §9; 13 digits are milliseconds). Answers epoch ms or NaN.
 */
export function parseBusinessTime(value: string | number): number {
	const text = String(value).trim();
	if (/^\d{10}$/.test(text)) return Number(text) * 1000;
	if (/^\d{13}$/.test(text)) return Number(text);
	const match = DATE_TIME.exec(text);
	if (!match) return Number.NaN;
	const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
	const ms = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) - SHANGHAI_OFFSET_MS;
	// Rejects 2025-02-30 and 25:00, which Date.UTC would roll over.
	return formatBusinessTime(ms).startsWith(text.slice(0, 10)) && (h ?? 0) < 24 ? ms : Number.NaN;
}

/** `YYYY-MM-DD HH:mm:ss` in Shanghai time. */
export function formatBusinessTime(ms: number | Date): string {
	const time = typeof ms === 'number' ? ms : ms.getTime();
	return new Date(time + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYY-MM-DD` of the Shanghai day. */
export function formatBusinessDate(ms: number | Date): string {
	return formatBusinessTime(ms).slice(0, 10);
}

/** Epoch ms of 00:00 Shanghai on `YYYY-MM-DD`, or NaN. */
export function startOfBusinessDay(date: string): number {
	return /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseBusinessTime(date) : Number.NaN;
}
