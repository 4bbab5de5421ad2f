import { inArray, lt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../lib/calendar-days';
import { LOCKS } from '../db/locks';
import { rateHits } from '../db/schema';
import { type Db, queryRows } from '../db/types';
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

interface SpendOutcome {
	/** The position in `spends` of the bucket that had no room, or null when every hit counted. */
	refused: number | null;
	/** Milliseconds until the refused bucket has room again. */
	wait_ms: number | string;
	hit_ids: number[] | null;
	counts: number[] | null;
}

/** The hits one spend counted, and what each bucket holds in its window with them, in order. */
export interface SpentHits {
	ids: number[];
	counts: number[];
}

/**
 * Counts one hit against every bucket, or against none when any is spent (its refusal is thrown);
 * answers the hits' ids, for refundRateLimits, and each bucket's hits in its window with this one.
 * One call of the database's spend_rate_hits (drizzle/0049_spend_rate_hits.sql) holds each bucket's
 * lock from the count to the insert, so parallel requests on any number of servers sharing the
 * database queue up instead of all reading the same count; buckets are locked in name order so that
 * two requests sharing buckets cannot wait on each other.
 */
export async function spendRateLimits(db: Db, spends: RateSpend[], now: Date): Promise<SpentHits> {
	const asked = spends.map(({ bucket, rule }) => ({
		bucket,
		lim: rule.limit,
		window_ms: rule.windowMs,
	}));
	const [outcome] = await queryRows<SpendOutcome>(
		db,
		sql`SELECT * FROM spend_rate_hits(${JSON.stringify(asked)}::jsonb, ${now}, ${LOCKS.rateBucket})`,
	);
	const refused = outcome?.refused ?? null;
	if (refused !== null) {
		const spend = spends[refused];
		throw spend?.refusal?.(Number(outcome?.wait_ms)) ?? fail.rateLimited();
	}
	return { ids: outcome?.hit_ids ?? [], counts: outcome?.counts ?? [] };
}

/**
 * Deletes the hits no window reaches back to (the longest is a day), on the hourly job, so that a
 * spend is always the same statements (one in a hundred used to delete them on the way).
 */
export async function pruneRateHits(db: Db, now: Date): Promise<void> {
	await db.delete(rateHits).where(lt(rateHits.createdAt, new Date(now.getTime() - DAY_MS)));
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
