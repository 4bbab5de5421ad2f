import { lt, sql } from 'drizzle-orm';
import { rateHits } from '../db/schema';
import { type Db, type Queryable, queryRows } from '../db/types';
import { type ApiError, fail } from './errors';

export interface RateRule {
	/** Hits allowed in the window. */
	limit: number;
	windowMs: number;
	/** Whose budget: the signed-in user, else the client address. */
	per: 'user' | 'ip';
}

export interface RateSpend {
	bucket: string;
	rule: Pick<RateRule, 'limit' | 'windowMs'>;
	/** What the caller hears when this bucket is spent; the general 429 by default. */
	refusal?: () => ApiError;
}

/** Advisory-lock namespace of rate buckets (the second key is the bucket's hash). */
const RATE_LOCK_SPACE = 727_100_010;

async function hasRoom(tx: Queryable, spend: RateSpend, now: Date): Promise<boolean> {
	const since = new Date(now.getTime() - spend.rule.windowMs);
	const [row] = await queryRows<{ n: number }>(
		tx,
		sql`SELECT count(*)::int AS n FROM ${rateHits}
			WHERE ${rateHits.bucket} = ${spend.bucket} AND ${rateHits.createdAt} > ${since}`,
	);
	return (row?.n ?? 0) < spend.rule.limit;
}

/**
 * Counts one hit against every bucket, or against none when any is spent (its refusal is thrown).
 * Each bucket's lock is held from the count to the insert, so parallel requests on any number of
 * servers sharing the database queue up instead of all reading the same count. Buckets are locked
 * in name order so that two requests sharing buckets cannot wait on each other.
 */
export async function spendRateLimits(db: Db, spends: RateSpend[], now: Date): Promise<void> {
	const ordered = [...spends].sort((a, b) => a.bucket.localeCompare(b.bucket));
	const refused = await db.transaction(async (tx) => {
		for (const spend of ordered) {
			await tx.execute(
				sql`SELECT pg_advisory_xact_lock(${RATE_LOCK_SPACE}, hashtext(${spend.bucket}))`,
			);
		}
		for (const spend of spends) {
			if (!(await hasRoom(tx, spend, now))) return spend;
		}
		await tx.insert(rateHits).values(spends.map(({ bucket }) => ({ bucket, createdAt: now })));
		return undefined;
	});
	if (refused) throw refused.refusal?.() ?? fail.rateLimited();
	if (Math.random() < 0.01) {
		await db.delete(rateHits).where(lt(rateHits.createdAt, new Date(now.getTime() - 86_400_000)));
	}
}

/**
 * Counts a hit against `bucket` and refuses with 429 past the limit. Hits live in the database so
 * that every server behind a load balancer shares them.
 */
export function spendRateLimit(db: Db, bucket: string, rule: RateRule, now: Date) {
	return spendRateLimits(db, [{ bucket, rule }], now);
}
