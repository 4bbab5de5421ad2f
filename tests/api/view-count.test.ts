import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import { visitorKey } from '../../src/server/edge/visitor';
import { recordActivityVisits } from '../../src/server/services/activities/view-count';
import type { TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
});
afterAll(async () => handle.close());

const BROWSER = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0' };
const OTHER_BROWSER = { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' };

async function publishActivity(): Promise<number> {
	const owner = await api.login(uniqueMobile());
	const published = await api.call('/activity/addActivity', activityBody(), { auth: owner });
	expect(published.code, published.msg).toBe(0);
	return published.data.id;
}

async function viewCount(id: number): Promise<number> {
	const [row] = await handle.db
		.select({ views: activities.viewCount })
		.from(activities)
		.where(eq(activities.id, id));
	return row?.views ?? -1;
}

/** Views are written a moment after they are counted (view-count.ts gathers them for 2 s). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_600));

describe("an activity's view count", () => {
	test('500 anonymous getActDetail calls from one browser add one view', async () => {
		const id = await publishActivity();
		const before = await viewCount(id);
		for (let i = 0; i < 500; i += 1) {
			const detail = await api.call(
				'/activity/getActDetail',
				{ id },
				{ ip: '203.0.113.9', headers: BROWSER },
			);
			expect(detail.code).toBe(0);
		}
		await settle();
		expect(await viewCount(id)).toBe(before + 1);
	});

	test('counts each visitor once: an address with its browser, or a signed-in user wherever they are', async () => {
		const id = await publishActivity();
		const before = await viewCount(id);
		const reader = await api.login(uniqueMobile());
		const calls = [
			{ ip: '203.0.113.20', headers: BROWSER },
			{ ip: '203.0.113.21', headers: BROWSER },
			{ ip: '203.0.113.20', headers: OTHER_BROWSER },
			{ ip: '2001:db8:7:7::1', headers: BROWSER },
			// The same /64: the same visitor.
			{ ip: '2001:db8:7:7::2', headers: BROWSER },
			{ ip: '203.0.113.30', headers: BROWSER, auth: reader },
			{ ip: '203.0.113.31', headers: OTHER_BROWSER, auth: reader },
		];
		for (const options of [...calls, ...calls]) {
			expect((await api.call('/activity/getActDetail', { id }, options)).code).toBe(0);
		}
		await settle();
		expect(await viewCount(id)).toBe(before + 5);
	});

	test('counts a visitor again once 30 minutes have passed, not before', async () => {
		const id = await publishActivity();
		const before = await viewCount(id);
		const start = new Date();
		const viewAt = async (minutes: number) => {
			api.setNow(new Date(start.getTime() + minutes * 60_000));
			await api.call('/activity/getActDetail', { id }, { ip: '198.51.100.4', headers: BROWSER });
			await settle();
		};
		try {
			await viewAt(0);
			await viewAt(20);
			expect(await viewCount(id)).toBe(before + 1);
			await viewAt(31);
			expect(await viewCount(id)).toBe(before + 2);
		} finally {
			api.setNow(undefined);
		}
	});

	test('servers writing the same visitor at once count it once', async () => {
		const id = await publishActivity();
		const before = await viewCount(id);
		const visit = { activityId: id, visitor: visitorKey({ userId: 424242 }), at: new Date() };
		await Promise.all(Array.from({ length: 10 }, () => recordActivityVisits(handle.db, [visit])));
		expect(await viewCount(id)).toBe(before + 1);
	});
});
