import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../lib/calendar-days';
import { countRateHits, refundRateLimits, spendRateLimits } from '../api/rate-limit';
import { createCaptchaChallenge, spendCaptcha } from '../captcha/altcha';
import type { ServerConfig } from '../config';
import { loginCodes } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { SmsSendError, smsFailureToDomainError } from '../sms/failure';
import type { CodeSender } from './code-sender';
import { createSixDigitCode, safeEqual, sha256Hex } from './crypto';
import { assertNotLocked, clearWrongCodes, countWrongCode } from './login-lockout';
import {
	ADDRESS_WINDOW_MS,
	addressBucketOf,
	RESEND_INTERVAL_MS,
	sendCodeSpends,
	sitewideSendsOf,
	warnOfSendBudget,
} from './send-limits';

const CODE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

const hashCode = (mobile: string, code: string) => sha256Hex(`${mobile}:${code}`);

/** The refusal again, carrying a fresh challenge for the widget. */
async function withChallenge(db: Db, config: ServerConfig, error: DomainError, now: Date) {
	return new DomainError(error.reason, error.message, {
		...error.data,
		captcha: await createCaptchaChallenge(db, config, now),
	});
}

/**
 * Spends the captcha solution if one came (whatever `CAPTCHA` says: it lifts the address limit);
 * refuses without one once the address has had the codes `CAPTCHA` allows it this hour (`always`:
 * none, `off`: any number). Refusals carry a fresh challenge. Answers whether a solution was spent.
 */
async function checkCaptcha(
	db: Db,
	config: ServerConfig,
	request: { addressBucket: string; captcha: string | undefined; now: Date },
): Promise<boolean> {
	const { addressBucket, captcha, now } = request;
	if (captcha) {
		try {
			await spendCaptcha(db, config, captcha, now);
		} catch (error) {
			if (error instanceof DomainError) throw await withChallenge(db, config, error, now);
			throw error;
		}
		return true;
	}
	if (config.captchaAfterSends === null) return false;
	if (config.captchaAfterSends > 0) {
		const sent = await countRateHits(db, addressBucket, ADDRESS_WINDOW_MS, now);
		if (sent < config.captchaAfterSends) return false;
	}
	throw await withChallenge(
		db,
		config,
		new DomainError('captcha_required', '请先完成人机验证'),
		now,
	);
}

/**
 * Counts the send against every limit of send-limits.ts (a full address asks for the captcha) and
 * warns when the site's hourly budget runs low; answers the hits, for a refund.
 */
async function spendSendLimits(
	db: Db,
	config: ServerConfig,
	send: { mobile: string; ip: string; captchaSolved: boolean; now: Date },
): Promise<number[]> {
	try {
		const spends = sendCodeSpends(config, send);
		const spent = await spendRateLimits(db, spends, send.now);
		warnOfSendBudget(config, sitewideSendsOf(spends, spent.counts), send.now);
		return spent.ids;
	} catch (error) {
		if (error instanceof DomainError && error.reason === 'captcha_required') {
			throw await withChallenge(db, config, error, send.now);
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
	await assertNotLocked(db, mobile, now);
	const addressBucket = addressBucketOf(ip);
	const captchaSolved = await checkCaptcha(db, config, {
		addressBucket,
		captcha: request.captcha,
		now,
	});
	// Every limit is spent together under its bucket's lock: parallel sends cannot slip past.
	const hits = await spendSendLimits(db, config, { mobile, ip, captchaSolved, now });
	const code = createSixDigitCode();
	// Sent before it is stored: a refused send leaves the number's current code valid.
	try {
		await send(mobile, code, now);
	} catch (error) {
		await refundRateLimits(db, hits);
		if (error instanceof SmsSendError) {
			console.error(`[login] 短信发送失败 / SMS refused: ${error.detail}`);
			throw smsFailureToDomainError(error);
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
	await db.delete(loginCodes).where(lt(loginCodes.createdAt, new Date(now.getTime() - DAY_MS)));
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
	await assertNotLocked(db, mobile, now);
	const [latest] = await db
		.select()
		.from(loginCodes)
		.where(eq(loginCodes.mobile, mobile))
		.orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
		.limit(1);
	if (!latest || latest.usedAt) throw new DomainError('code_expired', '验证码已失效，请重新获取');
	if (latest.expiresAt.getTime() <= now.getTime()) {
		throw new DomainError('code_expired', '验证码已过期，请重新获取');
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
	if (!spent) throw new DomainError('code_locked', '验证码错误次数过多，请重新获取');
	if (!safeEqual(latest.codeHash, hashCode(mobile, code))) {
		await countWrongCode(db, mobile, now);
		if (spent.attempts >= MAX_CODE_ATTEMPTS) {
			await db.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.id, latest.id));
			throw new DomainError('code_locked', '验证码错误次数过多，请重新获取');
		}
		throw new DomainError(
			'wrong_code',
			`验证码错误，还可尝试 ${MAX_CODE_ATTEMPTS - spent.attempts} 次`,
		);
	}
	const [claimed] = await db
		.update(loginCodes)
		.set({ usedAt: now })
		.where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.usedAt)))
		.returning({ id: loginCodes.id });
	if (!claimed) throw new DomainError('code_expired', '验证码已失效，请重新获取');
	await clearWrongCodes(db, mobile);
}
