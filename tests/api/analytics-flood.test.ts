import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { analyticsEvents } from '../../src/server/db/schema';
import { decodeSensorsBeacon } from '../../src/server/services/analytics';
import { acceptBeacon } from '../../src/server/services/analytics-beacon';
import {
	BEACONS_PER_ADDRESS_PER_MINUTE,
	createBeaconLimiter,
	EVENTS_PER_ADDRESS_PER_MINUTE,
	EVENTS_PER_MINUTE,
} from '../../src/server/services/analytics-limits';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());
beforeEach(async () => {
	await handle.db.delete(analyticsEvents);
});

const zipped = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value))).toString('base64');
const pageView = (extra: Record<string, unknown> = {}) => ({
	event: 'KpyPageView',
	distinct_id: 'visitor',
	properties: { $url: 'https://www.kepuyue.cn/', ...extra },
});
const storedEvents = async () =>
	(await handle.db.select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;
const storedOf = async (distinctId: string) =>
	(
		await handle.db
			.select({ n: count() })
			.from(analyticsEvents)
			.where(eq(analyticsEvents.distinctId, distinctId))
	)[0]?.n ?? 0;
const beaconOf = (events: Record<string, unknown>[]) => ({ data_list: zipped(events), gzip: '1' });
const fakeView = { event: 'KpyPageView', distinct_id: 'bot', properties: { page_type: 'detail' } };
const realView = { event: 'KpyPageView', distinct_id: 'real', properties: { page_type: 'home' } };

/** Every address sends `beacons` beacons of `events` fake page views, one address after another. */
async function flood(
	limiter: ReturnType<typeof createBeaconLimiter>,
	addresses: string[],
	shape: { beacons: number; events: number },
	now: Date,
) {
	const fields = beaconOf(Array.from({ length: shape.events }, () => fakeView));
	for (const address of addresses) {
		for (let i = 0; i < shape.beacons; i += 1) {
			await acceptBeacon(handle.db, limiter, { fields, project: 'p', address, now });
		}
	}
}

/** One beacon of one real page view from each of `count` addresses of its own. */
async function realVisitors(
	limiter: ReturnType<typeof createBeaconLimiter>,
	count: number,
	now: Date,
) {
	const fields = beaconOf([realView]);
	for (let i = 1; i <= count; i += 1) {
		await acceptBeacon(handle.db, limiter, { fields, project: 'p', address: `192.0.2.${i}`, now });
	}
}

describe('the /sa collector caps what a beacon may carry', () => {
	test('a gzip bomb past 64 KB decoded is dropped whole', () => {
		const bomb = [pageView({ padding: 'x'.repeat(200_000) })];
		expect(decodeSensorsBeacon({ data_list: zipped(bomb), gzip: '1' })).toEqual([]);
	});

	test('at most 20 events of one beacon are kept', () => {
		const list = Array.from({ length: 40 }, () => pageView());
		expect(decodeSensorsBeacon({ data_list: zipped(list), gzip: '1' })).toHaveLength(20);
	});

	test('an event over 2 KB of JSON is dropped, its neighbours kept', () => {
		const list = [pageView(), pageView({ big: 'y'.repeat(3000) }), pageView()];
		expect(decodeSensorsBeacon({ data_list: zipped(list), gzip: '1' })).toHaveLength(2);
	});
});

describe('the /sa collector limits each address and the whole server', () => {
	test('a flood from one address stores its share of the minute, not the flood', async () => {
		const limiter = createBeaconLimiter();
		const now = new Date();
		// The flood: 200 beacons, each as large as the caps let through.
		const list = Array.from({ length: 20 }, () =>
			pageView({ noise: randomBytes(600).toString('base64') }),
		);
		const fields = { data_list: zipped(list), gzip: '1' };
		for (let i = 0; i < 200; i += 1) {
			await acceptBeacon(handle.db, limiter, { fields, project: 'p', address: '203.0.113.5', now });
		}
		expect(await storedEvents()).toBe(EVENTS_PER_ADDRESS_PER_MINUTE);
	});

	test('IPv6 addresses of one /64 share the address budget', async () => {
		const limiter = createBeaconLimiter();
		const now = new Date();
		const fields = { data: Buffer.from(JSON.stringify(pageView())).toString('base64') };
		for (let i = 0; i < BEACONS_PER_ADDRESS_PER_MINUTE + 5; i += 1) {
			const address = `2001:db8:5:5::${(i + 1).toString(16)}`;
			await acceptBeacon(handle.db, limiter, { fields, project: 'p', address, now });
		}
		expect(await storedEvents()).toBe(BEACONS_PER_ADDRESS_PER_MINUTE);
	});

	test('many addresses together store no more than the server budget of a minute', async () => {
		const limiter = createBeaconLimiter();
		const now = new Date();
		const addresses = Array.from(
			{ length: 400 },
			(_, i) => `198.51.${Math.floor(i / 200)}.${i % 200}`,
		);
		await flood(limiter, addresses, { beacons: 1, events: 20 }, now);
		const stored = await storedEvents();
		expect(stored).toBeLessThanOrEqual(EVENTS_PER_MINUTE);
		expect(stored).toBeGreaterThan(EVENTS_PER_MINUTE / 2);
		// The next minute has a fresh budget.
		const later = new Date(now.getTime() + 60_000);
		const fields = beaconOf(Array.from({ length: 20 }, () => pageView()));
		expect(
			await acceptBeacon(handle.db, limiter, {
				fields,
				project: 'p',
				address: '192.0.2.1',
				now: later,
			}),
		).toBe(20);
	});
});

describe('a flood cannot crowd real visitors out of /sa', () => {
	test('three addresses at full speed store their shares, and every real visitor after them is stored', async () => {
		const limiter = createBeaconLimiter();
		const now = new Date();
		const attackers = ['127.0.9.1', '127.0.9.2', '127.0.9.3'];
		await flood(limiter, attackers, { beacons: BEACONS_PER_ADDRESS_PER_MINUTE, events: 20 }, now);
		await realVisitors(limiter, 20, now);
		expect(await storedOf('real')).toBe(20);
		expect(await storedOf('bot')).toBe(3 * EVENTS_PER_ADDRESS_PER_MINUTE);
	});

	test("a hundred addresses at their shares use up the open budget, not the real visitors' reserve", async () => {
		let seed = 7;
		const random = () => {
			seed = (seed * 48_271) % 2_147_483_647;
			return seed / 2_147_483_647;
		};
		const limiter = createBeaconLimiter(undefined, random);
		const now = new Date();
		const attackers = Array.from({ length: 100 }, (_, i) => `2001:db8:${i + 1}::1`);
		await flood(limiter, attackers, { beacons: 5, events: 20 }, now);
		const fake = await storedOf('bot');
		expect(fake).toBeLessThan(EVENTS_PER_MINUTE);
		await realVisitors(limiter, 60, now);
		expect(await storedOf('real')).toBe(60);
	});

	test('under pressure an address past its first events is sampled, not served first come', async () => {
		const limiter = createBeaconLimiter(
			{ perAddress: 1000, events: 1000, eventsPerAddress: 1000 },
			() => 0.75,
		);
		const now = new Date();
		// 800 open (200 reserved); pressure from 400: one sender past it keeps a quarter of its events.
		expect(limiter.takeEvents('198.51.100.1', 400, now)).toBe(400);
		expect(limiter.takeEvents('198.51.100.1', 400, now)).toBeLessThan(400);
		// A newcomer's first events are taken whole, from the open budget or else the reserve.
		expect(limiter.takeEvents('198.51.100.2', 5, now)).toBe(5);
	});
});
