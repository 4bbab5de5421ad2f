import { inArray, lt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../lib/calendar-days';
import { LOCKS } from '../db/locks';
import { rateHits } from '../db/schema';
import { type Db, type Queryable, queryRows } from '../db/types';
import type { DomainError } from '../domain-error';
import { type ApiError, fail } from './errors';

export interface RateRule {
	/** Hits allowed in the window. */
	limit: number;
	windowMs: number;
	/** Whose budget: the signed-in user, else the client address. */
	per: 'user' | 'ip';
	/** A budget shared by the routes that name it; the route's own path by default. */
	shared?: string;
	/** What the caller hears past the limit; the general 429 by default. */
	refusal?: RateSpend['refusal'];
}

export interface RateSpend {
	bucket: string;
	rule: Pick<RateRule, 'limit' | 'windowMs'>;
	/**
	 * What the caller hears when this bucket is spent, given the milliseconds until its oldest hit
	 * leaves the window; the general 429 by default.
	 */
	refusal?: (retryAfterMs: number) => ApiError | DomainError;
}

/** Milliseconds until the bucket has room again, or 0 when it has room now. */
async function waitForRoom(tx: Queryable, spend: RateSpend, now: Date): Promise<number> {
	const since = new Date(now.getTime() - spend.rule.windowMs);
	const [row] = await queryRows<{ n: number; oldest: Date | string | null }>(
		tx,
		sql`SELECT count(*)::int AS n, min(${rateHits.createdAt}) AS oldest FROM ${rateHits}
			WHERE ${rateHits.bucket} = ${spend.bucket} AND ${rateHits.createdAt} > ${since}`,
	);
	if (!row || row.n < spend.rule.limit || row.oldest === null) return 0;
	const oldest = new Date(row.oldest).getTime();
	return Math.max(1, oldest + spend.rule.windowMs - now.getTime());
}

/**
 * Counts one hit against every bucket, or against none when any is spent (its refusal is thrown);
 * answers the hits' ids, for refundRateLimits.
 * Each bucket's lock is held from the count to the insert, so parallel requests on any number of
 * servers sharing the database queue up instead of all reading the same count. Buckets are locked
 * in name order so that two requests sharing buckets cannot wait on each other.
 */
export async function spendRateLimits(db: Db, spends: RateSpend[], now: Date): Promise<number[]> {
	const ordered = [...spends].sort((a, b) => a.bucket.localeCompare(b.bucket));
	const outcome = await db.transaction(async (tx) => {
		for (const spend of ordered) {
			await tx.execute(
				sql`SELECT pg_advisory_xact_lock(${LOCKS.rateBucket}, hashtext(${spend.bucket}))`,
			);
		}
		for (const spend of spends) {
			const waitMs = await waitForRoom(tx, spend, now);
			if (waitMs > 0) return { refused: { spend, waitMs } };
		}
		const hits = await tx
			.insert(rateHits)
			.values(spends.map(({ bucket }) => ({ bucket, createdAt: now })))
			.returning({ id: rateHits.id });
		return { ids: hits.map((hit) => hit.id) };
	});
	if ('refused' in outcome) {
		const { spend, waitMs } = outcome.refused;
		throw spend.refusal?.(waitMs) ?? fail.rateLimited();
	}
	if (Math.random() < 0.01) {
		await db.delete(rateHits).where(lt(rateHits.createdAt, new Date(now.getTime() - DAY_MS)));
	}
	return outcome.ids;
}

/** Takes back hits spendRateLimits counted, for a request that did nothing after all. */
export async function refundRateLimits(db: Db, ids: number[]): Promise<void> {
	if (ids.length > 0) await db.delete(rateHits).where(inArray(rateHits.id, ids));
}

/** Hits `bucket` holds in the window ending now (read only; nothing is spent). */
export async function countRateHits(
	db: Db,
	bucket: string,
	windowMs: number,
	now: Date,
): Promise<number> {
	const since = new Date(now.getTime() - windowMs);
	const [row] = await queryRows<{ n: number }>(
		db,
		sql`SELECT count(*)::int AS n FROM ${rateHits}
			WHERE ${rateHits.bucket} = ${bucket} AND ${rateHits.createdAt} > ${since}`,
	);
	return row?.n ?? 0;
}

/**
 * Counts a hit against `bucket` and refuses with 429 past the limit. Hits live in the database so
 * that every server behind a load balancer shares them.
 */
export async function spendRateLimit(db: Db, bucket: string, rule: RateRule, now: Date) {
	const { refusal } = rule;
	await spendRateLimits(db, [{ bucket, rule, ...(refusal ? { refusal } : {}) }], now);
}
