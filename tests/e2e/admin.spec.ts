import { expect, test } from '@playwright/test';
import { waitForIsland } from './chrome-helpers';
import { publishThroughApi } from './publish-fixtures';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { manualReviewServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

// Manual review; the demo seed provides the administrator.
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await manualReviewServer();
});

async function isPublic(request: import('@playwright/test').APIRequestContext, id: number) {
	const answer = await request.post(`${server.baseURL}/api/activity/getActDetail`, {
		data: { id },
	});
	return ((await answer.json()) as { code: number }).code === 0;
}

test('holds a new activity until an admin approves it in /admin @desktop', async ({
	page,
	browser,
	request,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13933330001');
	const id = await publishThroughApi(page, server.baseURL, '等待审核的天文观测夜');
	await page.goto(`${server.baseURL}/user-center`);
	await expect(
		page.locator(`li[data-activity-id="${id}"]`).getByText('待审核', { exact: true }),
	).toBeVisible();
	expect(await isPublic(request, id)).toBe(false);
	const anonymous = await request.get(`${server.baseURL}/detail-page?id=${id}`);
	expect(anonymous.status()).toBe(404);

	const adminContext = await browser.newContext();
	const admin = await adminContext.newPage();
	await logIn(admin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await admin.goto(`${server.baseURL}/admin`);
	const item = admin.locator(`li[data-activity-id="${id}"]`);
	await expect(item.getByRole('link', { name: '等待审核的天文观测夜' })).toBeVisible();
	await item.getByRole('button', { name: '通过' }).click();
	await expect(admin.getByText('已通过，活动已公开')).toBeVisible();
	await expect(item).toHaveCount(0);
	await adminContext.close();

	expect(await isPublic(request, id)).toBe(true);
	await page.goto(`${server.baseURL}/user-center?tab=messages`);
	await expect(page.getByRole('tabpanel')).toContainText('活动审核通过');
});

test('sends the rejection reason to the publisher @desktop', async ({ page, browser, request }) => {
	await logIn(page, server.baseURL, server.dataDir, '13933330002');
	const id = await publishThroughApi(page, server.baseURL, '信息不全的讲座');

	const adminContext = await browser.newContext();
	const admin = await adminContext.newPage();
	await logIn(admin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await admin.goto(`${server.baseURL}/admin`);
	const item = admin.locator(`li[data-activity-id="${id}"]`);
	await item.getByRole('button', { name: '驳回' }).click();
	await item.getByRole('button', { name: '确认驳回' }).click();
	await expect(item.getByLabel(/驳回原因/)).toHaveAccessibleDescription('请填写驳回原因');
	await item.getByRole('button', { name: '活动信息不完整' }).click();
	await item.getByLabel(/驳回原因/).pressSequentially('；请补充讲座地址');
	await item.getByRole('button', { name: '确认驳回' }).click();
	await expect(item).toHaveCount(0);
	await adminContext.close();
	expect(await isPublic(request, id)).toBe(false);

	await page.goto(`${server.baseURL}/user-center`);
	await expect(page.getByRole('tab', { name: /消息\s*1\s*条未读/ })).toBeVisible();
	const mine = page.locator(`li[data-activity-id="${id}"]`);
	await expect(mine.getByText('未通过', { exact: true })).toBeVisible();
	await expect(mine).toContainText('驳回原因：活动信息不完整；请补充讲座地址');
	await page.getByRole('tab', { name: /消息/ }).click();
	await expect(page.getByRole('tabpanel')).toContainText(
		'未通过审核，原因：活动信息不完整；请补充讲座地址',
	);
});

test('answers 无权限 to a signed-in user without the admin role @desktop', async ({ page }) => {
	await logIn(page, server.baseURL, server.dataDir, '13933330003');
	const answer = await page.goto(`${server.baseURL}/admin`);
	expect(answer?.status()).toBe(403);
	await expect(page.getByRole('heading', { name: '无权限访问管理后台' })).toBeVisible();
	const api = await page.request.post(`${server.baseURL}/api/admin/getReviewList`, { data: {} });
	expect(((await api.json()) as { code: number }).code).not.toBe(0);
});

async function releaseLink(page: import('@playwright/test').Page, id: number, name: string) {
	const released = await page.request.post(`${server.baseURL}/api/activity/releaseMaterial`, {
		data: { id, materials: [{ kind: 'link', name, url: 'https://example.cn/report' }] },
	});
	const material = ((await released.json()) as { data: { id: number; status: string }[] }).data[0];
	expect(material?.status).toBe('pending');
	return material?.id ?? 0;
}

async function openMaterialQueue(browser: import('@playwright/test').Browser) {
	const context = await browser.newContext();
	const admin = await context.newPage();
	await logIn(admin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await admin.goto(`${server.baseURL}/admin`);
	// A click on the server-rendered section button before hydration is lost.
	await waitForIsland(admin, 'ReviewConsole');
	const materials = admin.getByRole('button', { name: '资料审核' });
	await materials.click();
	await expect(materials).toHaveAttribute('aria-pressed', 'true');
	return { admin, context };
}

/** Approves an activity as the admin, so its gallery is public. */
async function approveActivity(admin: import('@playwright/test').Page, id: number) {
	const answer = await admin.request.post(`${server.baseURL}/api/admin/reviewActivity`, {
		data: { id, decision: 'approve' },
	});
	expect(((await answer.json()) as { code: number }).code).toBe(0);
}

test('shows a pending material in /admin and, once approved, in the public gallery @desktop', async ({
	page,
	browser,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13933330004');
	const id = await publishThroughApi(page, server.baseURL, '有资料待审核的活动');
	const materialId = await releaseLink(page, id, '活动总结报告');
	const { admin, context } = await openMaterialQueue(browser);
	await approveActivity(admin, id);

	const anonymous = await browser.newContext();
	const visitor = await anonymous.newPage();
	await visitor.goto(`${server.baseURL}/detail-page?id=${id}`);
	await expect(visitor.getByRole('link', { name: '活动总结报告' })).toHaveCount(0);

	const item = admin.locator(`li[data-material-id="${materialId}"]`);
	await expect(item.getByRole('link', { name: '有资料待审核的活动' })).toBeVisible();
	await item.getByRole('button', { name: '通过' }).click();
	await expect(admin.getByText('已通过，资料已公开')).toBeVisible();
	await expect(item).toHaveCount(0);
	await admin.getByRole('button', { name: '已通过' }).click();
	await expect(item.getByRole('button', { name: '移除' })).toBeVisible();
	await context.close();

	await visitor.reload();
	await expect(visitor.getByRole('link', { name: '活动总结报告' })).toBeVisible();
	await anonymous.close();
});

test('sends a material rejection reason to the publisher @desktop', async ({ page, browser }) => {
	await logIn(page, server.baseURL, server.dataDir, '13933330005');
	const id = await publishThroughApi(page, server.baseURL, '资料被驳回的活动');
	const materialId = await releaseLink(page, id, '广告链接');

	const { admin, context } = await openMaterialQueue(browser);
	const item = admin.locator(`li[data-material-id="${materialId}"]`);
	await item.getByRole('button', { name: '驳回' }).click();
	await item.getByRole('button', { name: '含有广告或联系方式' }).click();
	await item.getByRole('button', { name: '确认驳回' }).click();
	await expect(item).toHaveCount(0);
	await context.close();

	await page.goto(`${server.baseURL}/user-center?tab=messages`);
	await expect(page.getByRole('tabpanel')).toContainText(
		'提交的资料「广告链接」未通过审核，原因：含有广告或联系方式',
	);
});

test('shows the console on a phone in the mobile layout @mobile', async ({ page }) => {
	await logIn(page, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await page.goto(`${server.baseURL}/admin`);
	await expect(page.getByRole('heading', { name: '审核后台' })).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
	await expect(page).toHaveURL(`${server.baseURL}/admin`);
});

test('loads the materials after the first page of the queue, with none skipped after a decision @desktop', async ({
	page,
	browser,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13933330006');
	const id = await publishThroughApi(page, server.baseURL, '资料很多的活动');
	const names = Array.from({ length: 21 }, (_, n) => `第 ${n + 1} 份资料`);
	for (const batch of [names.slice(0, 20), names.slice(20)]) {
		const answer = await page.request.post(`${server.baseURL}/api/activity/releaseMaterial`, {
			data: {
				id,
				materials: batch.map((name) => ({ kind: 'link', name, url: 'https://example.cn/report' })),
			},
		});
		expect(((await answer.json()) as { code: number }).code).toBe(0);
	}
	const { admin, context } = await openMaterialQueue(browser);
	const shown = admin.locator('li[data-material-id]');
	const ours = shown.filter({ hasText: '资料很多的活动' });
	const more = admin.getByRole('button', { name: /加载更多/ });
	// Oldest first, twenty at a time: the first of ours is decided before the rest are loaded, so
	// the queue on the server moves up by one under the list on screen.
	await expect(more).toBeVisible();
	const first = ours.filter({ hasText: '第 1 份资料' });
	await first.getByRole('button', { name: '通过' }).click();
	await expect(admin.getByText('已通过，资料已公开')).toBeVisible();
	await expect(first).toHaveCount(0);
	await more.scrollIntoViewIfNeeded();
	await admin.screenshot({ path: '/tmp/shots/admin/materials-more.png' });
	for (let round = 0; round < 10 && (await more.isVisible()); round += 1) {
		const before = await shown.count();
		await more.click();
		await expect.poll(() => shown.count()).toBeGreaterThan(before);
	}
	await expect(more).toBeHidden();
	await expect(ours).toHaveCount(20);
	await expect(ours.filter({ hasText: '第 21 份资料' })).toHaveCount(1);
	await context.close();
});
