import { eq, sql } from 'drizzle-orm';
import { formatBusinessTime } from '../../lib/beijing-time';
import { loginLockouts } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

/** Wrong codes in a row, across codes, that lock a number, and for how long (GB/T 22239 login-failure handling). */
const WRONG_CODES_TO_LOCK = 5;
const LOCK_MS = 15 * 60 * 1000;

/** `11月28日 00:35` in Beijing time. */
function untilText(until: Date): string {
	const text = formatBusinessTime(until);
	return `${Number(text.slice(5, 7))}月${Number(text.slice(8, 10))}日 ${text.slice(11, 16)}`;
}

function lockedError(until: Date): DomainError {
	return new DomainError(
		'code_locked',
		`验证码连续错误 ${WRONG_CODES_TO_LOCK} 次，该手机号已锁定至 ${untilText(until)}（北京时间），请届时再试`,
		{ locked_until: formatBusinessTime(until) },
	);
}

/** Refuses a locked number before a code is sent or checked. */
export async function assertNotLocked(db: Db, mobile: string, now: Date): Promise<void> {
	const [row] = await db
		.select({ lockedUntil: loginLockouts.lockedUntil })
		.from(loginLockouts)
		.where(eq(loginLockouts.mobile, mobile));
	if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
		throw lockedError(row.lockedUntil);
	}
}

/**
 * Counts a wrong code in one statement, so parallel guesses each count; the one that makes
 * WRONG_CODES_TO_LOCK locks the number and starts the count again. Throws the lock when it locked.
 */
export async function countWrongCode(db: Db, mobile: string, now: Date): Promise<void> {
	const until = new Date(now.getTime() + LOCK_MS);
	const next = sql`${loginLockouts.failures} + 1`;
	const [row] = await db
		.insert(loginLockouts)
		.values({ mobile, failures: 1 })
		.onConflictDoUpdate({
			target: loginLockouts.mobile,
			set: {
				failures: sql`CASE WHEN ${next} >= ${WRONG_CODES_TO_LOCK} THEN 0 ELSE ${next} END`,
				lockedUntil: sql`CASE WHEN ${next} >= ${WRONG_CODES_TO_LOCK} THEN ${until.toISOString()}::timestamptz ELSE ${loginLockouts.lockedUntil} END`,
			},
		})
		.returning({ lockedUntil: loginLockouts.lockedUntil });
	if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime())
		throw lockedError(row.lockedUntil);
}

/** A right code ends the run of wrong ones. */
export async function clearWrongCodes(db: Db, mobile: string): Promise<void> {
	await db.delete(loginLockouts).where(eq(loginLockouts.mobile, mobile));
}
