import { expect, test } from '@playwright/test';
import { freshMobile, logInThroughPage, logOutThroughMenu } from './chrome-helpers';

// Walk-through m8: after 退出登录, the browser's Back showed the user centre as it was, with its
// requests failing (加载失败, stacked 请登录 toasts), instead of the login page.
test('Back after logging out leads to the login page, not a dead user centre @desktop', async ({
	page,
}) => {
	await page.goto('/login?redirect=%2Fuser-center');
	await logInThroughPage(page, freshMobile());
	await page.waitForURL(/\/user-center$/);
	await logOutThroughMenu(page);
	await page.waitForURL((url) => url.pathname === '/home-list');

	await page.goBack();
	await page.waitForURL(/\/login\?redirect=/);
	await expect(page.getByText('加载失败')).toHaveCount(0);
});
