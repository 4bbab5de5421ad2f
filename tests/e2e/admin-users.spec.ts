import { expect, test } from '@playwright/test';
import { waitForIsland } from './chrome-helpers';
import { ADMIN_MOBILE, logIn } from './publish-login';
import {
	openPublishingDemoServer,
	type PortalServer,
	SERVER_START_TIMEOUT_MS,
} from './publish-server';

/** The seeded province admin of 北京市 (server/db/seed). */
const BEIJING_ADMIN = '13800000011';

// The demo's administrators; the roles granted here go to numbers of this file's own.
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingDemoServer();
});

test('the national admin grants a province admin role at /admin/users, finds it, and withdraws it', async ({
	page,
	browser,
}, testInfo) => {
	const mobile = testInfo.project.name === 'mobile' ? '13955550012' : '13955550011';
	// The person signs in once, so that the number belongs to someone.
	const person = await browser.newContext();
	await logIn(await person.newPage(), server.baseURL, server.dataDir, mobile);
	await person.close();

	await logIn(page, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await page.goto(`${server.baseURL}/admin/users`);
	await waitForIsland(page, 'AdminUsers');
	await expect(page.getByTestId('au-scope')).toHaveText('您是全国管理员：可以管理各地区的管理员。');
	const grant = page.getByRole('form', { name: '授予管理员角色' });
	await grant.getByLabel('手机号').fill(mobile);
	await grant.getByLabel('角色').selectOption({ label: '省级管理员' });
	await grant.getByLabel('省份').selectOption({ label: '天津市' });
	await grant.getByRole('button', { name: '授予角色' }).click();
	await expect(page.getByText('已授予省级管理员')).toBeVisible();

	await page.getByRole('searchbox', { name: '手机号或姓名' }).fill(mobile);
	await page.getByRole('button', { name: '搜索', exact: true }).click();
	const row = page.getByRole('row', {
		name: new RegExp(`${mobile.slice(0, 3)}\\*{4}${mobile.slice(-4)}`),
	});
	await expect(row).toContainText('省级管理员');
	await expect(row).toContainText('天津市');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
		page.viewportSize()?.width ?? 0,
	);

	await row.getByRole('button', { name: '撤销角色' }).click();
	const confirm = page.getByRole('alertdialog', { name: '撤销管理员角色' });
	await expect(confirm).toContainText('天津市');
	await confirm.getByRole('button', { name: '撤销' }).click();
	await expect(row).toContainText('普通用户');
});

test('a province admin sees its own region at /admin and may grant city admins only', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, BEIJING_ADMIN);
	await page.goto(`${server.baseURL}/admin`);
	await expect(page.getByTestId('rc-scope')).toContainText('省级管理员 · 北京市');
	await page.getByRole('link', { name: '管理员', exact: true }).click();
	await expect(page).toHaveURL(/\/admin\/users$/);
	await waitForIsland(page, 'AdminUsers');
	const grant = page.getByRole('form', { name: '授予管理员角色' });
	await expect(grant.getByLabel('角色').locator('option')).toHaveText(['市级管理员']);
	await expect(grant.getByLabel('省份')).toBeDisabled();
	await expect(grant.getByLabel('省份')).toHaveValue('110000');
});
