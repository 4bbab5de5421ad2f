import { expect, test } from '@playwright/test';
import { freshMobile, logInThroughPage, readLoginCode, waitForIsland } from './chrome-helpers';

const isMobile = (name: string) => name === 'mobile';

test('the guard sends a visitor to login and back to the page they wanted, and the chrome shows the user', async ({
	page,
}, info) => {
	const mobile = freshMobile();
	const wanted = isMobile(info.project.name) ? '/mobile/user-center' : '/user-center';
	await page.goto(wanted);
	await expect(page).toHaveURL(/\/login\?redirect=/);
	expect(new URL(page.url()).searchParams.get('redirect')).toBe(wanted);

	await logInThroughPage(page, mobile);
	await expect(page).toHaveURL(new RegExp(`${wanted}$`));

	const session = await page.evaluate(() => localStorage.getItem('kpy-session:token'));
	expect(session).toMatch(/^".+"$/);
	if (isMobile(info.project.name)) {
		await waitForIsland(page, 'MobileAccountBar');
		await expect(page.locator('.mobile-account')).not.toHaveText('登录');
		await expect(page.locator('.mobile-account')).toHaveAttribute('href', '/mobile/user-center');
	} else {
		await waitForIsland(page, 'HeaderAccount');
		await expect(page.locator('.header-user > button')).toBeVisible();
		await expect(page.getByText('您好，请')).toHaveCount(0);
	}
});

test('login tells which field is wrong before calling the server', async ({ page }) => {
	await page.goto('/login?redirect=%2Fhome-list');
	await waitForIsland(page, 'LoginPanel');
	await page.getByRole('button', { name: '登录', exact: true }).click();
	await expect(page.getByText('请输入手机号', { exact: true }).last()).toBeVisible();
	await expect(page.getByText('请输入验证码', { exact: true }).last()).toBeVisible();
	await page.getByLabel('手机号').fill('12345');
	await page.getByRole('button', { name: '获取验证码' }).click();
	await expect(page.getByText('手机号应为以 1 开头、第二位为 3 至 9 的 11 位数字')).toBeVisible();
});

test('a wrong code shows the server message as an error toast and keeps the visitor on login', async ({
	page,
}) => {
	const mobile = freshMobile();
	await page.goto('/login?redirect=%2Fhome-list');
	await waitForIsland(page, 'LoginPanel');
	await page.getByLabel('手机号').fill(mobile);
	await page.getByRole('button', { name: '获取验证码' }).click();
	const real = await readLoginCode(mobile);
	await page.getByLabel('验证码').fill(real === '000000' ? '111111' : '000000');
	await page.getByRole('button', { name: '登录', exact: true }).click();
	await expect(page.getByRole('alert').filter({ hasText: /验证码/ })).toBeVisible();
	await expect(page).toHaveURL(/\/login/);
});
