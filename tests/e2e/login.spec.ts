import { expect, test } from '@playwright/test';
import {
	agreeToTerms,
	freshMobile,
	logInThroughPage,
	readLoginCode,
	waitForIsland,
} from './chrome-helpers';

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
	await agreeToTerms(page);
	await page.getByRole('button', { name: '获取验证码' }).click();
	await expect(page.getByText('手机号应为以 1 开头、第二位为 3 至 9 的 11 位数字')).toBeVisible();
});

test('no code is sent before the box agreeing to the terms and the privacy policy is ticked', async ({
	page,
}, info) => {
	const mobile = freshMobile();
	await page.goto('/login?redirect=%2Fhome-list');
	await waitForIsland(page, 'LoginPanel');
	const sends: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('/account/sendCode')) sends.push(request.url());
	});
	const box = page.getByRole('checkbox', { name: /我已阅读并同意/ });
	await expect(box).not.toBeChecked();
	await page.getByLabel('手机号').fill(mobile);
	await page.getByRole('button', { name: '获取验证码' }).click();
	await expect(page.getByText('请阅读并同意《用户服务协议》和《个人信息保护政策》')).toBeVisible();
	await expect(box).toHaveAttribute('aria-invalid', 'true');
	await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
	expect(sends).toEqual([]);

	// Both documents open from the form, in the layout of the device.
	const policyPath = isMobile(info.project.name) ? '/mobile/privacy-policy' : '/privacy-policy';
	const [policy] = await Promise.all([
		page.context().waitForEvent('page'),
		page.getByRole('link', { name: '《个人信息保护政策》' }).click(),
	]);
	await expect(policy).toHaveURL(new RegExp(`${policyPath}$`));
	await expect(policy.getByRole('heading', { name: '个人信息保护政策', level: 1 })).toBeVisible();
	await expect(policy.getByText(/版本 1\.0/)).toBeVisible();
	await policy.close();

	await box.check();
	await expect(page.getByText('请阅读并同意《用户服务协议》和《个人信息保护政策》')).toHaveCount(0);
	await page.getByRole('button', { name: '获取验证码' }).click();
	await page.getByLabel('验证码').fill(await readLoginCode(mobile));
	await page.getByRole('button', { name: '登录', exact: true }).click();
	await expect(page).toHaveURL(/\/home-list$/);
});

test('every footer links to the terms and the privacy policy', async ({ page }, info) => {
	const mobile = isMobile(info.project.name);
	await page.goto(mobile ? '/mobile/list-page' : '/list-page');
	const footer = page.locator(mobile ? '.mobile-filings' : '.site-footer');
	await expect(footer.getByRole('link', { name: '个人信息保护政策' })).toHaveAttribute(
		'href',
		mobile ? '/mobile/privacy-policy' : '/privacy-policy',
	);
	await footer.getByRole('link', { name: '用户服务协议' }).click();
	await expect(page).toHaveURL(mobile ? /\/mobile\/service-terms$/ : /\/service-terms$/);
	await expect(page.getByRole('heading', { name: '用户服务协议', level: 1 })).toBeVisible();
});

test('a wrong code shows the server message as an error toast and keeps the visitor on login', async ({
	page,
}) => {
	const mobile = freshMobile();
	await page.goto('/login?redirect=%2Fhome-list');
	await waitForIsland(page, 'LoginPanel');
	await page.getByLabel('手机号').fill(mobile);
	await agreeToTerms(page);
	await page.getByRole('button', { name: '获取验证码' }).click();
	const real = await readLoginCode(mobile);
	await page.getByLabel('验证码').fill(real === '000000' ? '111111' : '000000');
	await page.getByRole('button', { name: '登录', exact: true }).click();
	await expect(page.getByRole('alert').filter({ hasText: /验证码/ })).toBeVisible();
	await expect(page).toHaveURL(/\/login/);
});
