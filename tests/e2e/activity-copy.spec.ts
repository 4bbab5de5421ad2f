import { expect, test } from '@playwright/test';
import { publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

// Publishing is closed on the shared server once the real cutoff has passed.
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

test('copies an activity from the user centre and publishes the copy with new times', async ({
	page,
}, info) => {
	const mobile = info.project.name === 'mobile' ? '13911130002' : '13911130001';
	const title = `机器人编程营（${info.project.name}）`;
	await logIn(page, server.baseURL, server.dataDir, mobile);
	const source = await publishThroughApi(page, server.baseURL, title, {
		capacity: 40,
		summary: '每周六上午一期',
	});

	await page.goto(`${server.baseURL}/user-center`);
	await page
		.locator(`li[data-activity-id="${source}"]`)
		.getByRole('link', { name: '复制', exact: true })
		.click();

	await expect(page).toHaveURL(new RegExp(`/publish-activity\\?copy=${source}$`));
	await expect(page.getByText(`已复制「${title}」的内容`)).toBeVisible();
	await expect(page.getByLabel('活动标题')).toHaveValue(title);
	await expect(page.getByLabel('活动简介')).toHaveValue('每周六上午一期');
	await expect(page.getByLabel('人数上限')).toHaveValue('40');
	await expect(page.getByLabel('城市')).toHaveValue('110100');
	await expect(page.getByLabel('开始时间')).toHaveValue('');
	await expect(page.getByLabel('结束时间')).toHaveValue('');

	await page.getByLabel('开始时间').fill('2026-12-27T09:30');
	await page.getByLabel('结束时间').fill('2026-12-27T12:00');
	await page.getByRole('button', { name: '提交发布' }).click();
	await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();
	const href = await page.getByRole('link', { name: '查看活动' }).getAttribute('href');
	const copy = Number(new URL(href ?? '', server.baseURL).searchParams.get('id'));
	expect(copy).toBeGreaterThan(source);

	await page.goto(`${server.baseURL}/user-center`);
	await expect(page.locator(`li[data-activity-id="${copy}"]`)).toContainText(title);
	await expect(page.locator(`li[data-activity-id="${source}"]`)).toContainText(title);
});
