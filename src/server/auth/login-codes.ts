import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { toAddressGroup } from '../api/client-address';
import { ApiError, CODES } from '../api/errors';
import { countRateHits, refundRateLimits, spendRateLimits } from '../api/rate-limit';
import { createCaptchaChallenge, spendCaptcha } from '../captcha/altcha';
import type { ServerConfig } from '../config';
import { loginCodes } from '../db/schema';
import type { Db } from '../db/types';
import { SmsSendError, smsFailureToApiError } from '../sms/failure';
import type { CodeSender } from './code-sender';
import { createSixDigitCode, safeEqual, sha256Hex } from './crypto';

const CODE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const RESEND_INTERVAL_MS = 60 * 1000;

const hashCode = (mobile: string, code: string) => sha256Hex(`${mobile}:${code}`);

/** Whole seconds until a number may get another code, at least 1 while it still has to wait. */
function secondsUntilResend(waitMs: number): number {
	return Math.max(1, Math.ceil(waitMs / 1000));
}

const ADDRESS_WINDOW_MS = 3600 * 1000;

/**
 * Refuses without a valid captcha once the address has had the codes `CAPTCHA` allows it this hour
 * (`always`: none, `off`: any number); the refusal carries a fresh challenge for the widget.
 */
async function checkCaptcha(
	db: Db,
	config: ServerConfig,
	request: { addressBucket: string; captcha: string | undefined; now: Date },
): Promise<void> {
	const { addressBucket, captcha, now } = request;
	if (config.captchaAfterSends === null) return;
	if (config.captchaAfterSends > 0) {
		const sent = await countRateHits(db, addressBucket, ADDRESS_WINDOW_MS, now);
		if (sent < config.captchaAfterSends) return;
	}
	if (!captcha) {
		throw new ApiError(CODES.captchaRequired, '请先完成人机验证', 200, {
			captcha: await createCaptchaChallenge(db, config, now),
		});
	}
	try {
		await spendCaptcha(db, config, captcha, now);
	} catch (error) {
		if (error instanceof ApiError) {
			throw new ApiError(error.code, error.message, error.status, {
				captcha: await createCaptchaChallenge(db, config, now),
			});
		}
		throw error;
	}
}

/**
 * Sends a fresh code; only the newest code of a number is valid (older ones are burnt). A send the
 * provider refuses burns nothing: its rate-limit hits are taken back and no code row is written.
 */
export async function sendLoginCode(
	db: Db,
	send: CodeSender,
	config: ServerConfig,
	request: { mobile: string; ip: string; now: Date; captcha?: string | undefined },
): Promise<{ expiresIn: number; resendIn: number }> {
	const { mobile, ip, now } = request;
	const addressBucket = `sendCode:address:${toAddressGroup(ip)}`;
	await checkCaptcha(db, config, { addressBucket, captcha: request.captcha, now });
	// Both limits are spent together under their buckets' locks: parallel sends cannot slip past.
	const hits = await spendRateLimits(
		db,
		[
			{
				bucket: `sendCode:mobile:${mobile}`,
				rule: { limit: 1, windowMs: RESEND_INTERVAL_MS },
				refusal: (waitMs) => {
					const waitS = secondsUntilResend(waitMs);
					return new ApiError(CODES.sendTooOften, `验证码发送过于频繁，请 ${waitS} 秒后再试`, 429, {
						resend_in: waitS,
					});
				},
			},
			{
				bucket: addressBucket,
				rule: { limit: config.loginSendsPerAddressPerHour, windowMs: ADDRESS_WINDOW_MS },
				refusal: () => new ApiError(CODES.sendTooOften, '验证码发送次数过多，请 1 小时后再试', 429),
			},
		],
		now,
	);
	const code = createSixDigitCode();
	// Sent before it is stored: a refused send leaves the number's current code valid.
	try {
		await send(mobile, code, now);
	} catch (error) {
		await refundRateLimits(db, hits);
		if (error instanceof SmsSendError) {
			console.error(`[login] 短信发送失败 / SMS refused: ${error.detail}`);
			throw smsFailureToApiError(error);
		}
		throw error;
	}
	await db.transaction(async (tx) => {
		await tx
			.update(loginCodes)
			.set({ usedAt: now })
			.where(and(eq(loginCodes.mobile, mobile), isNull(loginCodes.usedAt)));
		await tx.insert(loginCodes).values({
			mobile,
			ip,
			codeHash: hashCode(mobile, code),
			createdAt: now,
			expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
		});
	});
	await db.delete(loginCodes).where(lt(loginCodes.createdAt, new Date(now.getTime() - 86_400_000)));
	return { expiresIn: CODE_LIFETIME_MS / 1000, resendIn: RESEND_INTERVAL_MS / 1000 };
}

/**
 * Spends one attempt before comparing, in one statement, so that parallel guesses cannot exceed
 * MAX_CODE_ATTEMPTS; a right code is then claimed once (`used_at` set only if still null).
 */
export async function verifyLoginCode(
	db: Db,
	request: { mobile: string; code: string; now: Date },
): Promise<void> {
	const { mobile, code, now } = request;
	const [latest] = await db
		.select()
		.from(loginCodes)
		.where(eq(loginCodes.mobile, mobile))
		.orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
		.limit(1);
	if (!latest || latest.usedAt) throw new ApiError(CODES.codeExpired, '验证码已失效，请重新获取');
	if (latest.expiresAt.getTime() <= now.getTime()) {
		throw new ApiError(CODES.codeExpired, '验证码已过期，请重新获取');
	}
	const [spent] = await db
		.update(loginCodes)
		.set({ attempts: sql`${loginCodes.attempts} + 1` })
		.where(
			and(
				eq(loginCodes.id, latest.id),
				isNull(loginCodes.usedAt),
				lt(loginCodes.attempts, MAX_CODE_ATTEMPTS),
			),
		)
		.returning({ attempts: loginCodes.attempts });
	if (!spent) throw new ApiError(CODES.codeLocked, '验证码错误次数过多，请重新获取');
	if (!safeEqual(latest.codeHash, hashCode(mobile, code))) {
		if (spent.attempts >= MAX_CODE_ATTEMPTS) {
			await db.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.id, latest.id));
			throw new ApiError(CODES.codeLocked, '验证码错误次数过多，请重新获取');
		}
		throw new ApiError(
			CODES.wrongCode,
			`验证码错误，还可尝试 ${MAX_CODE_ATTEMPTS - spent.attempts} 次`,
		);
	}
	const [claimed] = await db
		.update(loginCodes)
		.set({ usedAt: now })
		.where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.usedAt)))
		.returning({ id: loginCodes.id });
	if (!claimed) throw new ApiError(CODES.codeExpired, '验证码已失效，请重新获取');
}
