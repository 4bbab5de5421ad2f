import { expect, test } from '@playwright/test';
import { agreeToTerms, freshMobile, waitForIsland } from './chrome-helpers';

/** The number on the send button while it counts down, or null when it offers a send. */
async function secondsShown(button: import('@playwright/test').Locator): Promise<number | null> {
	const text = (await button.textContent()) ?? '';
	const match = /(\d+) 秒后重新获取/.exec(text);
	return match ? Number(match[1]) : null;
}

test('the code countdown survives a reload, and a refused send counts the seconds the server gives', async ({
	page,
	browser,
}) => {
	const mobile = freshMobile();
	await page.goto('/login');
	await waitForIsland(page, 'LoginPanel');
	await page.getByLabel('手机号').fill(mobile);
	await agreeToTerms(page);
	await page.getByRole('button', { name: '获取验证码' }).click();
	const send = page.locator('button.send-code');
	await expect(send).toHaveText(/秒后重新获取/);
	// Two seconds counted down before the reload, so that a restart at 60 would show.
	await expect.poll(() => secondsShown(send), { timeout: 10_000 }).toBeLessThanOrEqual(58);

	await page.reload();
	await waitForIsland(page, 'LoginPanel');
	await page.getByLabel('手机号').fill(mobile);
	await expect(send).toBeDisabled();
	const afterReload = await secondsShown(send);
	expect(afterReload).not.toBeNull();
	expect(afterReload).toBeLessThanOrEqual(58);
	expect(afterReload).toBeGreaterThan(30);

	// Another browser knows nothing of the send: the server refuses it with the real seconds left.
	const other = await browser.newPage();
	await other.goto('/login');
	await waitForIsland(other, 'LoginPanel');
	await other.getByLabel('手机号').fill(mobile);
	await agreeToTerms(other);
	await other.getByRole('button', { name: '获取验证码' }).click();
	const refusal = other.getByRole('alert').filter({ hasText: '验证码发送过于频繁' });
	await expect(refusal).toBeVisible();
	const told = Number(/请 (\d+) 秒后再试/.exec((await refusal.textContent()) ?? '')?.[1]);
	expect(told).toBeLessThanOrEqual(58);
	expect(told).toBeGreaterThan(30);
	const otherSend = other.locator('button.send-code');
	await expect(otherSend).toBeDisabled();
	const counting = (await secondsShown(otherSend)) ?? 0;
	expect(Math.abs(counting - told)).toBeLessThanOrEqual(2);
	await other.close();
});
