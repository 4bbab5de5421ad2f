import { expect, request, test } from '@playwright/test';
import {
	EXTRA_SERVER_START_TIMEOUT_MS,
	type ExtraServer,
	freshMobile,
	readLoginCode,
	startExtraServer,
} from './chrome-helpers';
import { logInApiUser, promoteThroughApi } from './notice-fixtures';

let server: ExtraServer;
test.beforeAll(async () => {
	test.setTimeout(EXTRA_SERVER_START_TIMEOUT_MS);
	// Publishing open whatever today's date, and no captcha: the API users are not what is tested.
	server = await startExtraServer({ PUBLISH_CUTOFF: '2099-12-31 23:59:59', CAPTCHA: 'off' });
});
test.afterAll(async () => server?.stop());

test('a promoted waitlister sees the unread count on the avatar and the menu until reading it, and can switch SMS notices off', async ({
	page,
}, info) => {
	test.setTimeout(90_000);
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	const readCode = (mobile: string) => readLoginCode(mobile, server.codesFile);
	const others = await request.newContext();
	const owner = await logInApiUser(others, server.origin, freshMobile(), readCode);
	const seated = await logInApiUser(others, server.origin, freshMobile(), readCode);
	// The waiter's cookie lands in the page's context; the stored session is what the islands read.
	const waiter = await logInApiUser(page.request, server.origin, freshMobile(), readCode);
	await page.context().addInitScript((stored) => {
		for (const [key, value] of Object.entries(stored)) {
			window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
		}
	}, waiter.headers);

	await promoteThroughApi(owner, seated, waiter);

	await page.goto(`${server.origin}${prefix}/home-list`);
	if (prefix) {
		const bar = page.getByRole('link', { name: /1 条未读消息/ });
		await expect(bar).toBeVisible();
		await expect(bar.locator('.unread-badge [aria-hidden="true"]')).toHaveText('1');
		const menu = page.getByRole('button', { name: /1 条未读消息/ });
		await menu.click();
		await expect(page.getByRole('menuitem', { name: '个人中心 1 条未读消息' })).toBeVisible();
		await page.screenshot({ path: info.outputPath('mobile-menu-badge.png') });
		await page.keyboard.press('Escape');
	} else {
		const account = page.locator('.header-user > button');
		await expect(account).toHaveAccessibleName(/1 条未读消息/);
		await expect(account.locator('.unread-badge [aria-hidden="true"]')).toHaveText('1');
		await account.click();
		await expect(page.getByRole('menuitem', { name: '我的消息 1 条未读消息' })).toBeVisible();
		await page.screenshot({ path: info.outputPath('desktop-header-badge.png') });
		await page.keyboard.press('Escape');
	}

	// Reading the messages takes the count away, in the same page's header or bar.
	await page.goto(`${server.origin}${prefix}/user-center?tab=messages`);
	await expect(page.getByText('候补成功')).toBeVisible();
	await expect(page.locator('.unread-badge')).toHaveCount(0);
	await expect(page.getByText(/条未读消息/)).toHaveCount(0);

	const sms = page.getByRole('switch', { name: '短信通知' });
	await expect(sms).toBeChecked();
	await expect(sms).toBeEnabled();
	await sms.click();
	await expect(page.getByRole('status').filter({ hasText: '已关闭短信通知' })).toBeVisible();
	await expect(sms).not.toBeChecked();
	await page.screenshot({ path: info.outputPath('user-center-sms-off.png'), fullPage: true });
	await page.reload();
	await expect(page.getByRole('switch', { name: '短信通知' })).not.toBeChecked();
	await expect(page.getByRole('switch', { name: '短信通知' })).toBeEnabled();
	await others.dispose();
});
