import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForIsland } from './chrome-helpers';
import { publishThroughApi } from './publish-fixtures';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

// Automatic review, with an operators' term list: a hit is held for review all the same.
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	const list = join(mkdtempSync(join(tmpdir(), 'kpy-governance-')), 'blocklist.txt');
	writeFileSync(list, '# 运营方词表\n刷单返利\n');
	server = await startPortalServer(4571, { REVIEW_MODE: 'auto', CONTENT_BLOCKLIST: list });
});
test.afterAll(async () => server?.stop());

test('the reviewer sees the matched term highlighted, approves, and finds the approval in /admin/audit @desktop', async ({
	page,
	browser,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13944440001');
	const id = await publishThroughApi(page, server.baseURL, '周末讲座 刷 单·返利 专场');

	const adminContext = await browser.newContext();
	const admin = await adminContext.newPage();
	await logIn(admin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await admin.goto(`${server.baseURL}/admin`);
	const item = admin.locator(`li[data-activity-id="${id}"]`);
	const hits = item.getByRole('region', { name: '筛查命中' });
	await expect(hits).toContainText('活动标题');
	await expect(hits.locator('mark')).toHaveText('刷 单·返利');
	await expect(hits).toContainText('筛查词：刷单返利');
	await item.getByRole('button', { name: '通过' }).click();
	await expect(item).toHaveCount(0);

	await admin.getByRole('button', { name: '审核记录' }).click();
	await admin.getByRole('searchbox', { name: '审核记录搜索词' }).fill('周末讲座');
	await admin.getByRole('button', { name: '搜索', exact: true }).click();
	const record = admin.getByRole('listitem').filter({ hasText: '刷 单·返利' });
	await expect(record).toContainText('活动审核通过');
	await expect(record).toContainText('现状：已通过');

	await admin.getByRole('link', { name: '审计日志' }).click();
	await expect(admin).toHaveURL(/\/admin\/audit$/);
	await admin.getByLabel('操作', { exact: true }).selectOption('activity.approve');
	await admin.getByRole('button', { name: '查询' }).click();
	const row = admin.locator('tr', { hasText: `activity #${id}` });
	await expect(row).toContainText('活动审核通过');
	await expect(row).toContainText('管理员');
	await adminContext.close();

	await page.goto(`${server.baseURL}/user-center?tab=messages`);
	await expect(page.getByRole('tabpanel')).toContainText('「活动标题」含需人工审核的内容');
});

test('退出所有设备 ends the session and leaves for the home page', async ({ page }, testInfo) => {
	const mobile = testInfo.project.name === 'mobile' ? '13944440012' : '13944440011';
	const login = await logIn(page, server.baseURL, server.dataDir, mobile);
	const prefix = testInfo.project.name === 'mobile' ? '/mobile' : '';
	await page.goto(`${server.baseURL}${prefix}/user-center`);
	// The button is drawn by the server; it answers once the user centre has hydrated.
	await waitForIsland(page, 'UserCenter');
	await page.getByRole('button', { name: '退出所有设备' }).click();
	const dialog = page.getByRole('alertdialog', { name: '退出所有设备' });
	await expect(dialog).toContainText('包括当前设备');
	await dialog.getByRole('button', { name: '全部退出' }).click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/home-list`));
	const answer = await page.request.get(`${server.baseURL}/api/user/getUserInfo`, {
		headers: { token: login.token, sign: login.sign },
	});
	expect(((await answer.json()) as { code: number }).code).toBe(100000099);
});
