import { DEFAULT_REMINDER_OFFSETS, parseReminderOffsets } from '../lib/reminder-offsets';
import { type Env, read } from './env-values';

/** The readers of single configuration values, each refusing a malformed one by name. */

/** A 公安备案 number as shown, and the digits its record page is found by. */
export interface PoliceRecord {
	text: string;
	code: string;
}

/** POLICE_RECORD_NUMBER, e.g. `京公网安备 11010802036088号`: shown as written, found by its digits. */
export function readPoliceRecord(env: Env): PoliceRecord | null {
	const text = read(env, 'POLICE_RECORD_NUMBER')?.trim();
	if (!text) return null;
	const code = text.match(/\d{6,}/)?.[0];
	if (!code) {
		throw new Error(
			`POLICE_RECORD_NUMBER 应含备案编号的数字（如 京公网安备 11010802036088号）/ must contain the record's digits: ${text}`,
		);
	}
	return { text, code };
}

/** PUBLIC_ORIGIN's origin, or `http://{HOST}:{PORT}` for a server run on this machine. */
export function readPublicOrigin(env: Env, port: number): string {
	const host = read(env, 'HOST');
	const local = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
	const text = read(env, 'PUBLIC_ORIGIN') ?? `http://${local}:${port}`;
	const url = URL.canParse(text) ? new URL(text) : null;
	if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
		throw new Error(
			`PUBLIC_ORIGIN 应为 http(s)://主机[:端口] / must be http(s)://host[:port]: ${text}`,
		);
	}
	return url.origin;
}

export function readPositiveInteger(env: Env, key: string, fallback: number): number {
	const text = read(env, key);
	const value = text === undefined ? fallback : Number(text);
	if (!Number.isInteger(value) || value < 1) {
		throw new Error(`${key} 应为正整数 / must be a positive integer: ${text}`);
	}
	return value;
}

/** The law asks for six months of logs; a shorter period is refused rather than shortened. */
const MIN_AUDIT_RETENTION_DAYS = 180;

export function readAuditRetentionDays(env: Env): number {
	const days = readPositiveInteger(env, 'AUDIT_RETENTION_DAYS', MIN_AUDIT_RETENTION_DAYS);
	if (days < MIN_AUDIT_RETENTION_DAYS) {
		throw new Error(
			`AUDIT_RETENTION_DAYS 不能少于 ${MIN_AUDIT_RETENTION_DAYS} 天 / must be at least ${MIN_AUDIT_RETENTION_DAYS}: ${days}`,
		);
	}
	return days;
}

export function readReminderOffsets(env: Env): number[] {
	const text = read(env, 'REMINDER_OFFSETS') ?? DEFAULT_REMINDER_OFFSETS;
	const offsets = parseReminderOffsets(text);
	if (!offsets) {
		throw new Error(
			`REMINDER_OFFSETS 应为逗号分隔的时长，如 24h,1h（单位 d/h/m/s，最长 30 天）或 none / must be durations such as 24h,1h (d/h/m/s, at most 30 days) or none: ${text}`,
		);
	}
	return offsets;
}

/** `CAPTCHA`: `always`, `off` or `after:N` (N codes per address and hour go without it). */
export function readCaptchaAfterSends(env: Env): number | null {
	const text = read(env, 'CAPTCHA') ?? 'after:3';
	if (text === 'always') return 0;
	if (text === 'off') return null;
	const after = /^after:(\d{1,9})$/.exec(text);
	if (!after) {
		throw new Error(
			`CAPTCHA 应为 always、off 或 after:N / must be always, off or after:N: ${text}`,
		);
	}
	return Number(after[1]);
}
