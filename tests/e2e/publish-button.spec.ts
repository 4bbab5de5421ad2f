import { expect, type Page, test } from '@playwright/test';
import {
	EXTRA_SERVER_START_TIMEOUT_MS,
	type ExtraServer,
	freshMobile,
	logInThroughPage,
	startExtraServer,
	waitForIsland,
} from './chrome-helpers';

/** Two servers from the same build: publishing open until 2099, and closed since 2020. */
let open: ExtraServer;
let closed: ExtraServer;

// 我要发布 is a desktop header button; the mobile layout has none: these tests are tagged @desktop.

test.beforeAll(async () => {
	// Only the desktop project runs these tests (@desktop), so only it needs the servers.
	if (test.info().project.use.isMobile) return;
	test.setTimeout(EXTRA_SERVER_START_TIMEOUT_MS);
	// The open server also verifies request signatures, so its logins and checks run signed.
	[open, closed] = await Promise.all([
		startExtraServer({ PUBLISH_CUTOFF: '2099-12-31 23:59:59', SIGN_SECRET: 'e2e-sign' }),
		startExtraServer({ PUBLISH_CUTOFF: '2020-01-01 00:00:00' }),
	]);
});

test.afterAll(async () => {
	await Promise.all([open?.stop(), closed?.stop()]);
});

/**
 * A new number is asked for a name on arrival. It is answered here, before 我要发布 is clicked: on a
 * busy machine the prompt opened between the click and the 提示 alert, which then covered the
 * prompt's 以后再说.
 */
async function logIn(page: Page, server: ExtraServer): Promise<void> {
	await page.goto(`${server.origin}/login?redirect=%2Fdetail-page`);
	await logInThroughPage(page, freshMobile(), server.codesFile, { keepNamePrompt: true });
	await expect(page).toHaveURL(/\/detail-page$/);
	const prompt = page.getByRole('dialog', { name: '设置您的昵称' });
	await prompt.getByRole('button', { name: '以后再说' }).click();
	await expect(prompt).toBeHidden();
	await waitForIsland(page, 'PublishButton');
}

test('before the cutoff 我要发布 sends a visitor to login with the publish page as redirect @desktop', async ({
	page,
}) => {
	await page.goto(`${open.origin}/detail-page`);
	await waitForIsland(page, 'PublishButton');
	await page.getByRole('button', { name: '我要发布' }).click();
	await expect(page).toHaveURL(`${open.origin}/login?redirect=%2Fpublish-activity`);
});

test('before the cutoff a logged-in user passes a signed checkPublish and reaches the publish page @desktop', async ({
	page,
}) => {
	await logIn(page, open);
	const check = page.waitForResponse((response) =>
		response.url().includes('/api/activity/checkPublish'),
	);
	await page.getByRole('button', { name: '我要发布' }).click();
	const answer = await check;
	expect(answer.status()).toBe(200);
	expect(new URL(answer.url()).searchParams.get('sn')).toMatch(/^[0-9a-f]{32}$/);
	await expect(page).toHaveURL(`${open.origin}/publish-activity`);
});

test('after the cutoff the header has no 我要发布, in the HTML or after hydration @desktop', async ({
	page,
}) => {
	const html = await (await page.request.get(`${closed.origin}/detail-page`)).text();
	expect(html).not.toContain('我要发布');
	await page.goto(`${closed.origin}/detail-page`);
	await waitForIsland(page, 'PublishButton');
	await expect(page.getByRole('button', { name: '我要发布' })).toHaveCount(0);
	expect(await page.evaluate(() => localStorage.getItem('kpy-app:isShowAddBtn'))).toBe('false');
});

test('a page left open across the cutoff answers 我要发布 with the 提示 alert @desktop', async ({
	page,
}) => {
	// The browser's clock still says 2019, so the page shows the button; the server has closed.
	await page.clock.install({ time: new Date('2019-12-31T12:00:00+08:00') });
	await logIn(page, closed);
	await page.getByRole('button', { name: '我要发布' }).click();
	const alert = page.getByRole('alertdialog', { name: '提示' });
	await expect(alert).toContainText('活动填报已结束。');
	await alert.getByRole('button', { name: '确定' }).click();
	await expect(alert).toBeHidden();
	await expect(page).toHaveURL(/\/detail-page$/);
});
