import { DAY_MS } from '../../lib/calendar-days';
import { toAddressGroup } from '../api/client-address';
import type { RateSpend } from '../api/rate-limit';
import type { ServerConfig } from '../config';
import { DomainError } from '../domain-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const RESEND_INTERVAL_MS = MINUTE;
/** The window of the per-address limit; `CAPTCHA=after:N` counts in it too. */
export const ADDRESS_WINDOW_MS = HOUR;
/** Digits of a number's prefix (号段 and area block): sequential pumping stays inside one. */
const PREFIX_DIGITS = 7;
const ALL_SENDS_BUCKET = 'sendCode:all';
/** Share of the hourly send budget at which the log warns. */
const WARN_SHARE = 0.8;

/** Whole seconds of a wait, at least 1 while there is one. */
export function waitSeconds(waitMs: number): number {
	return Math.max(1, Math.ceil(waitMs / 1000));
}

/** A wait as a person reads it, rounded up: 45 秒, 12 分钟, 3 小时. */
export function waitText(seconds: number): string {
	if (seconds < 120) return `${seconds} 秒`;
	if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} 分钟`;
	return `${Math.ceil(seconds / 3600)} 小时`;
}

/** A send_too_often naming the wait, with `resend_in` for the button's countdown. */
function tooOften(message: (wait: string) => string) {
	return (waitMs: number) => {
		const seconds = waitSeconds(waitMs);
		return new DomainError('send_too_often', message(waitText(seconds)), { resend_in: seconds });
	};
}

/**
 * The address is over its limit: a shared network (a school, a venue, carrier NAT) rather than one
 * person, so the answer asks for the captcha, which lifts the limit, instead of refusing.
 * login-codes.ts adds the challenge.
 */
function networkLimited(waitMs: number): DomainError {
	const seconds = waitSeconds(waitMs);
	return new DomainError(
		'captcha_required',
		`当前网络获取验证码过于频繁，请完成验证或 ${waitText(seconds)}后再试`,
		{ resend_in: seconds },
	);
}

export const addressBucketOf = (ip: string) => `sendCode:address:${toAddressGroup(ip)}`;

/**
 * What one code is counted against, checked in this order: the number's resend interval, its
 * daily cap, its prefix's hourly cap, the hourly budget of the whole site, and the address, whose
 * limit a solved captcha lifts. The first four stop SMS pumping whatever the captcha costs.
 */
export function sendCodeSpends(
	config: ServerConfig,
	send: { mobile: string; ip: string; captchaSolved: boolean },
): RateSpend[] {
	const { mobile } = send;
	return [
		{
			bucket: `sendCode:mobile:${mobile}`,
			rule: { limit: 1, windowMs: RESEND_INTERVAL_MS },
			refusal: tooOften((wait) => `验证码发送过于频繁，请 ${wait}后再试`),
		},
		{
			bucket: `sendCode:day:${mobile}`,
			rule: { limit: config.loginSendsPerMobilePerDay, windowMs: DAY_MS },
			refusal: tooOften((wait) => `该手机号 24 小时内获取验证码次数已达上限，请 ${wait}后再试`),
		},
		{
			bucket: `sendCode:prefix:${mobile.slice(0, PREFIX_DIGITS)}`,
			rule: { limit: config.loginSendsPerPrefixPerHour, windowMs: HOUR },
			refusal: tooOften((wait) => `该号段获取验证码过于频繁，请 ${wait}后再试`),
		},
		{
			bucket: ALL_SENDS_BUCKET,
			rule: { limit: config.loginSendsPerHour, windowMs: HOUR },
			refusal: (waitMs) => {
				console.error(
					`[login] 短信发送预算已用尽：1 小时内 ${config.loginSendsPerHour} 条（LOGIN_SENDS_PER_HOUR），新的发送被拒绝 / hourly SMS budget exhausted`,
				);
				return tooOften((wait) => `验证码发送量已达本时段上限，请 ${wait}后再试`)(waitMs);
			},
		},
		{
			bucket: addressBucketOf(send.ip),
			rule: {
				limit: send.captchaSolved ? Number.MAX_SAFE_INTEGER : config.loginSendsPerAddressPerHour,
				windowMs: ADDRESS_WINDOW_MS,
			},
			refusal: networkLimited,
		},
	];
}

/** The hour (since the epoch) this process last warned of the send budget in. */
let warnedHour = -1;

/** The site's sends this hour, with this one, from what spending `spends` counted (`counts`). */
export function sitewideSendsOf(spends: readonly RateSpend[], counts: readonly number[]): number {
	return counts[spends.findIndex((spend) => spend.bucket === ALL_SENDS_BUCKET)] ?? 0;
}

/**
 * Warns in the log, once an hour per server, when 80 % of the hourly send budget is used
 * (`used`, this send included).
 */
export function warnOfSendBudget(config: ServerConfig, used: number, now: Date): void {
	const hour = Math.floor(now.getTime() / HOUR);
	if (hour === warnedHour || used < config.loginSendsPerHour * WARN_SHARE) return;
	warnedHour = hour;
	console.warn(
		`[login] 短信发送预算已用 ${used}/${config.loginSendsPerHour}（≥ 80%，LOGIN_SENDS_PER_HOUR），可能有人在刷短信 / hourly SMS budget 80% used`,
	);
}
