/**
 * When reminders go out before an activity starts (`REMINDER_OFFSETS`, e.g. `24h,1h`): a list of
 * whole numbers of days (d), hours (h), minutes (m) or seconds (s), kept as seconds, largest first.
 * The same offsets make the 站内信 reminders and the `.ics` file's VALARMs.
 */
const OFFSET = /^(\d{1,6})([dhms])$/;
const UNIT_SECONDS = { d: 86_400, h: 3_600, m: 60, s: 1 } as const;
/** Past this a reminder says nothing useful and its job would wait beyond pg-boss's retention. */
const MAX_OFFSET_SECONDS = 30 * 86_400;

export const DEFAULT_REMINDER_OFFSETS = '24h,1h';

/** Seconds before the start, largest first; `none` gives no reminders; null when malformed. */
export function parseReminderOffsets(text: string): number[] | null {
	const trimmed = text.trim().toLowerCase();
	if (trimmed === 'none') return [];
	const seconds = new Set<number>();
	for (const part of trimmed.split(',')) {
		const match = OFFSET.exec(part.trim());
		if (!match) return null;
		const value = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
		if (value < 1 || value > MAX_OFFSET_SECONDS) return null;
		seconds.add(value);
	}
	return [...seconds].sort((a, b) => b - a);
}

/** `24 小时`, `30 分钟`, `90 秒`: the offset as a reminder says it. */
export function describeOffset(seconds: number): string {
	if (seconds % 86_400 === 0 && seconds >= 2 * 86_400) return `${seconds / 86_400} 天`;
	if (seconds % 3_600 === 0) return `${seconds / 3_600} 小时`;
	if (seconds % 60 === 0) return `${seconds / 60} 分钟`;
	return `${seconds} 秒`;
}

/** The offset as an RFC 5545 duration before the start: `-P1D`, `-PT1H`, `-PT1H30M`. */
export function icsTriggerBefore(seconds: number): string {
	const days = Math.floor(seconds / 86_400);
	const rest = seconds % 86_400;
	const h = Math.floor(rest / 3_600);
	const m = Math.floor((rest % 3_600) / 60);
	const s = rest % 60;
	const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
	return `-P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}
