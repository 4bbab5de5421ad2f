import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
const planned = { approved: 3, pending: 2, rejected: 1, cancelled: 1 } as const;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
	let n = 0;
	for (const [status, times] of Object.entries(planned)) {
		for (let i = 0; i < times; i += 1) {
			n += 1;
			const added = await api.call(
				'/activity/addActivity',
				activityBody({ title: `状态筛选活动${n}` }),
				{ auth: owner },
			);
			await handle.db
				.update(activities)
				.set({ status: status as keyof typeof planned, rejectReason: '缺少地址' })
				.where(eq(activities.id, added.data.id));
		}
	}
});
afterAll(async () => handle.close());

function list(query: Record<string, unknown>) {
	return api.call(
		'/user/getUserActivityList',
		{ tab: 'publish', page: 1, pageSize: 10, ...query },
		{
			auth: owner,
		},
	);
}

describe('getUserActivityList status filter', () => {
	test('answers the counts per status beside every page, filtered or not', async () => {
		const counts = { all: 7, ...planned, taken_down: 0 };
		const all = await list({});
		expect(all.data.total).toBe(7);
		expect(all.data.status_counts).toEqual(counts);
		const pending = await list({ status: 'pending' });
		expect(pending.data.status_counts).toEqual(counts);
	});

	test.each(Object.entries(planned))('lists only the %s ones', async (status, times) => {
		const page = await list({ status });
		expect(page.code).toBe(0);
		expect(page.data.total).toBe(times);
		expect(page.data.items).toHaveLength(times);
		expect(page.data.items.every((item: { status: string }) => item.status === status)).toBe(true);
	});

	test('refuses an unknown status naming the field', async () => {
		const page = await list({ status: 'deleted' });
		expect(page.code).toBe(100000001);
		expect(page.msg).toContain('审核状态');
	});

	test('the collected list has counts too', async () => {
		const page = await list({ tab: 'collect' });
		expect(page.data.status_counts).toEqual({
			all: 0,
			pending: 0,
			approved: 0,
			rejected: 0,
			cancelled: 0,
			taken_down: 0,
		});
	});
});
