import { expect, test } from '@playwright/test';
import { publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import {
	openPublishingDemoServer,
	type PortalServer,
	SERVER_START_TIMEOUT_MS,
} from './publish-server';

let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingDemoServer();
});

/** The seeded publisher with a pending, a rejected and a cancelled activity among approved ones. */
const PUBLISHER = '13800000001';

test('the publisher filters 我发布的 by review status, with the counts of each', async ({
	page,
}, info) => {
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	await logIn(page, server.baseURL, server.dataDir, PUBLISHER);
	const answer = await page.request.post(`${server.baseURL}/api/user/getUserActivityList`, {
		data: { tab: 'publish', page: 1, pageSize: 10 },
	});
	const counts = ((await answer.json()) as { data: { status_counts: Record<string, number> } }).data
		.status_counts;
	expect(counts.pending).toBeGreaterThan(0);
	expect(counts.rejected).toBeGreaterThan(0);

	await page.goto(`${server.baseURL}${prefix}/user-center`);
	const filter = page.getByRole('group', { name: '按审核状态筛选' });
	const names = { all: '全部', pending: '待审核', approved: '已通过', rejected: '未通过' };
	for (const [status, name] of Object.entries(names)) {
		await expect(filter.getByRole('button', { name: `${name} ${counts[status]}` })).toBeVisible();
	}
	await expect(filter.getByRole('button', { name: /^全部/ })).toHaveAttribute(
		'aria-pressed',
		'true',
	);

	await filter.getByRole('button', { name: /^待审核/ }).click();
	await expect(filter.getByRole('button', { name: /^待审核/ })).toHaveAttribute(
		'aria-pressed',
		'true',
	);
	const items = page.locator('li.uc-item');
	await expect(items).toHaveCount(Math.min(counts.pending ?? 0, 10));
	await expect(items.locator('.uc-status')).toHaveText(Array(await items.count()).fill('待审核'));

	await filter.getByRole('button', { name: /^未通过/ }).click();
	await expect(items).toHaveCount(Math.min(counts.rejected ?? 0, 10));
	await expect(items.first().getByText(/驳回原因：/)).toBeVisible();
	await expect(items.first().getByRole('link', { name: '编辑' })).toBeVisible();
});

test('a cancelled activity is marked 已取消 in 我报名的 and on its page, never 未开始', async ({
	page,
	browser,
}, info) => {
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	const owner = await browser.newPage();
	await logIn(owner, server.baseURL, server.dataDir, prefix ? '13955550002' : '13955550001');
	const id = await publishThroughApi(owner, server.baseURL, '将被取消的活动');

	await logIn(page, server.baseURL, server.dataDir, prefix ? '13955550004' : '13955550003');
	const joined = await page.request.post(`${server.baseURL}/api/activity/activityJoin`, {
		data: { id, agree: 1 },
	});
	expect(((await joined.json()) as { code: number }).code).toBe(0);
	const cancelled = await owner.request.post(`${server.baseURL}/api/activity/activityCancel`, {
		data: { id },
	});
	expect(((await cancelled.json()) as { code: number }).code).toBe(0);
	await owner.close();

	await page.goto(`${server.baseURL}${prefix}/user-center?tab=join`);
	const item = page.locator(`li[data-activity-id="${id}"]`);
	await expect(item.locator('.uc-status')).toHaveText('已取消');

	await item.getByRole('link', { name: '将被取消的活动' }).click();
	await expect(page.getByRole('note')).toHaveText('该活动已取消。');
	await expect(page.locator('.tags .phase')).toHaveText('已取消');
	await expect(page.getByText('未开始', { exact: true })).toHaveCount(0);
});
