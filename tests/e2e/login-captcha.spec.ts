import { expect, type Page, test } from '@playwright/test';
import { agreeToTerms, freshMobile, readLoginCode, waitForIsland } from './chrome-helpers';

const SHOTS = '/tmp/shots/sms-captcha';

/** Scripts the page fetched whose URL names the ALTCHA widget's chunk or worker. */
function watchWidgetScripts(page: Page): string[] {
	const fetched: string[] = [];
	page.on('request', (request) => {
		if (/load-altcha|\/sha-[\w-]+\.js/.test(request.url())) fetched.push(request.url());
	});
	return fetched;
}

/** Asks for a code on /login; the captcha appears, solves itself and the code is sent. */
async function askForCode(page: Page, mobile: string): Promise<string> {
	await page.getByLabel('手机号').fill(mobile);
	await agreeToTerms(page);
	await page.getByRole('button', { name: '获取验证码' }).click();
	const captcha = page.getByRole('group', { name: '人机验证' });
	// The widget's script is fetched now, on a server that other workers keep busy too.
	await expect(captcha).toBeVisible({ timeout: 15_000 });
	await expect(captcha.getByText('已通过人机验证')).toBeVisible({ timeout: 15_000 });
	await expect(page.getByText('验证码已发送')).toBeVisible();
	await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
	const widget = captcha.locator('altcha-widget');
	const load = await widget.getAttribute('data-load-ms');
	const solve = await widget.getAttribute('data-solve-ms');
	return `widget loaded in ${load} ms, proof of work solved in ${solve} ms`;
}

test('a person logs in through the form with the captcha on; its script loads only then', async ({
	page,
}, info) => {
	// The first test on a fresh server also waits for it to migrate and seed its database.
	test.setTimeout(90_000);
	const widgetScripts = watchWidgetScripts(page);
	const mobile = freshMobile();
	await page.goto('/login?redirect=%2Fuser-center');
	await waitForIsland(page, 'LoginPanel');
	expect(widgetScripts, 'the widget is not fetched before the form needs it').toEqual([]);

	const timing = await askForCode(page, mobile);
	console.log(`[captcha] ${info.project.name} (Chromium): ${timing}`);
	expect(widgetScripts.length).toBeGreaterThan(0);

	await page.getByLabel('验证码').fill(await readLoginCode(mobile));
	await page.getByRole('button', { name: '登录', exact: true }).click();
	await expect(page).toHaveURL(/user-center$/);
});

test('the solve time on a phone-speed CPU (4x slower), for the docs/providers.md figure @mobile', async ({
	page,
}) => {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
	await page.goto('/login');
	await waitForIsland(page, 'LoginPanel');
	const timing = await askForCode(page, freshMobile());
	console.log(`[captcha] 4x CPU slowdown (a mid-range phone): ${timing}`);
});

test('screenshots of the login form with the captcha: 1440 px, and 390 px on the phone', async ({
	page,
}, info) => {
	const [width, height] = info.project.name === 'mobile' ? [390, 844] : [1440, 900];
	await page.setViewportSize({ width, height });
	await page.goto('/login');
	await waitForIsland(page, 'LoginPanel');
	await askForCode(page, freshMobile());
	await page.screenshot({ path: `${SHOTS}/login-captcha-${width}.png` });
});

test('the captcha is reachable by keyboard and named for screen readers @desktop', async ({
	page,
}) => {
	await page.goto('/login');
	await waitForIsland(page, 'LoginPanel');
	await askForCode(page, freshMobile());
	const checkbox = page.getByRole('group', { name: '人机验证' }).getByRole('checkbox');
	await expect(checkbox).toBeChecked();
	await expect(checkbox).toHaveAccessibleName(/人机验证/);
	await checkbox.focus();
	await expect(checkbox).toBeFocused();
});
