import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { analyticsDaily, analyticsEvents } from '../../src/server/db/schema';
import { rollUpAnalytics } from '../../src/server/services/analytics-rollup';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
beforeAll(async () => {
	handle = await createTestDb();
});
afterAll(async () => handle.close());

const DAY = 86_400_000;
/** 2026-09-20 10:00 in Asia/Shanghai. */
const NOW = new Date('2026-09-20T10:00:00+08:00');

function event(daysAgo: number, props: Record<string, string>, event = 'KpyPageView') {
	return {
		project: 'production',
		event,
		distinctId: 'v',
		properties: { event, properties: props },
		receivedAt: new Date(NOW.getTime() - daysAgo * DAY),
	};
}

async function dailyRows() {
	const rows = await handle.db.select().from(analyticsDaily);
	return rows
		.map(
			(row) =>
				`${row.day} ${row.event} ${row.pageType}/${row.activityId}/${row.province} ${row.events}`,
		)
		.sort();
}

describe('analytics retention and daily roll-up', () => {
	test('keeps daily counts per page type, activity and province, and drops raw events past retention', async () => {
		const detail = { page_type: 'detail', activity_id: '42', province: '110000' };
		await handle.db.insert(analyticsEvents).values([
			event(40, { page_type: 'home' }),
			event(40, { page_type: 'home' }),
			event(3, detail),
			event(3, detail),
			event(3, { ...detail, province: '310000' }),
			event(3, {}, 'KpyPageFinish'),
			// Today's events are not counted until the day ends.
			event(0, detail),
		]);
		expect(await rollUpAnalytics(handle.db, NOW, 30)).toBe(true);
		const expected = [
			'2026-08-11 KpyPageView home// 2',
			'2026-09-17 KpyPageFinish // 1',
			'2026-09-17 KpyPageView detail/42/110000 2',
			'2026-09-17 KpyPageView detail/42/310000 1',
		];
		expect(await dailyRows()).toEqual(expected);
		const raw = await handle.db.select().from(analyticsEvents);
		expect(raw).toHaveLength(5);

		// Again, and on three servers at once: the counts stay as they are.
		await rollUpAnalytics(handle.db, NOW, 30);
		await Promise.all([1, 2, 3].map(() => rollUpAnalytics(handle.db, NOW, 30)));
		expect(await dailyRows()).toEqual(expected);

		// The next day counts today's event too, and keeps the earlier days.
		await rollUpAnalytics(handle.db, new Date(NOW.getTime() + DAY), 30);
		expect(await dailyRows()).toEqual(
			[...expected, '2026-09-20 KpyPageView detail/42/110000 1'].sort(),
		);
	});
});
