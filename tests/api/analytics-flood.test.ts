import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { analyticsEvents } from '../../src/server/db/schema';
import { decodeSensorsBeacon } from '../../src/server/services/analytics';
import { acceptBeacon } from '../../src/server/services/analytics-beacon';
import {
	BEACONS_PER_ADDRESS_PER_MINUTE,
	createBeaconLimiter,
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
	test('a flood from one address stores one minute of its budget, not the flood', async () => {
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
		expect(await storedEvents()).toBe(BEACONS_PER_ADDRESS_PER_MINUTE * 20);
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
		const fields = {
			data_list: zipped(Array.from({ length: 20 }, () => pageView())),
			gzip: '1',
		};
		const beacons = EVENTS_PER_MINUTE / 20 + 10;
		for (let i = 0; i < beacons; i += 1) {
			const address = `198.51.${Math.floor(i / 200)}.${i % 200}`;
			await acceptBeacon(handle.db, limiter, { fields, project: 'p', address, now });
		}
		expect(await storedEvents()).toBe(EVENTS_PER_MINUTE);
		// The next minute has a fresh budget.
		const later = new Date(now.getTime() + 60_000);
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
