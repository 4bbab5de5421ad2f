import { and, count, eq, gt, lt } from 'drizzle-orm';
import { rateHits } from '../db/schema';
import type { Db } from '../db/types';
import { fail } from './errors';

export interface RateRule {
	/** Hits allowed in the window. */
	limit: number;
	windowMs: number;
	/** Whose budget: the signed-in user, else the client address. */
	per: 'user' | 'ip';
}

/**
 * Counts a hit against `bucket` and refuses with 429 past the limit. Hits live in the database so
 * that every server behind a load balancer shares them (DESIGN §7).
 */
export async function spendRateLimit(db: Db, bucket: string, rule: RateRule, now: Date) {
	const since = new Date(now.getTime() - rule.windowMs);
	const [row] = await db
		.select({ n: count() })
		.from(rateHits)
		.where(and(eq(rateHits.bucket, bucket), gt(rateHits.createdAt, since)));
	if ((row?.n ?? 0) >= rule.limit) throw fail.rateLimited();
	await db.insert(rateHits).values({ bucket, createdAt: now });
	if (Math.random() < 0.01) {
		await db.delete(rateHits).where(lt(rateHits.createdAt, new Date(now.getTime() - 86_400_000)));
	}
}
