import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pruneRateHits, spendRateLimits } from '../../src/server/api/rate-limit';
import type { DbHandle } from '../../src/server/db/client';
import { rateHits } from '../../src/server/db/schema';
import { createTestApi } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { countStatements } from './helpers/statement-count';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

const MINUTE = 60_000;

describe('a rate-limit spend answers what each bucket holds', () => {
	test('each bucket counts its own window with the new hit, in the order asked; a refused spend counts nothing', async () => {
		const tag = randomBytes(4).toString('hex');
		const wide = { bucket: `counts:${tag}:hour`, rule: { limit: 10, windowMs: 60 * MINUTE } };
		const narrow = { bucket: `counts:${tag}:minute`, rule: { limit: 2, windowMs: MINUTE } };
		const at = (minutes: number) => new Date(Date.UTC(2027, 2, 1, 8, minutes));
		const spend = (minutes: number) => spendRateLimits(handle.db, [wide, narrow], at(minutes));

		expect((await spend(0)).counts).toEqual([1, 1]);
		expect((await spend(0)).counts).toEqual([2, 2]);
		await expect(spend(0)).rejects.toMatchObject({ status: 429 });
		// The minute's window has moved on; the hour's still holds both earlier hits.
		const later = await spend(2);
		expect(later.counts).toEqual([3, 1]);
		expect(later.ids).toHaveLength(2);
	});

	test('the hourly prune deletes the hits older than a day and keeps the rest', async () => {
		const tag = randomBytes(4).toString('hex');
		const bucket = { bucket: `prune:${tag}`, rule: { limit: 10, windowMs: 60 * MINUTE } };
		const day = 24 * 60 * MINUTE;
		const now = new Date(Date.UTC(2027, 3, 1, 8));
		await spendRateLimits(handle.db, [bucket], new Date(now.getTime() - day - MINUTE));
		await spendRateLimits(handle.db, [bucket], new Date(now.getTime() - day + MINUTE));
		await pruneRateHits(handle.db, now);
		const kept = await handle.db
			.select({ at: rateHits.createdAt })
			.from(rateHits)
			.where(eq(rateHits.bucket, bucket.bucket));
		expect(kept.map((hit) => hit.at.getTime())).toEqual([now.getTime() - day + MINUTE]);
	});
});

describe('sending a login code', () => {
	test("reads the site's hourly sends from the spend itself, not with a count of its own", async () => {
		const api = createTestApi(handle.db, { CAPTCHA: 'off' });
		const mobile = uniqueMobile();
		const { result, statements } = await countStatements(handle, () =>
			api.call('/account/sendCode', { mobile }, { ip: '10.70.0.1' }),
		);
		expect(result.code, result.msg).toBe(0);
		// The route's own rate limit, the lockout check, the send limits' spend, BEGIN, burning older
		// codes, the new code, COMMIT and the cleanup of day-old codes: 8 (9 when the budget warning
		// counted the hour's sends again, or when a spend deleted day-old hits on the way).
		expect(statements).toBe(8);
	});
});
