import { expect, test } from '@playwright/test';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import { fillRequiredFields } from './publish-fixtures';
import { logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

/** Long enough to start the server, open and fill the form before publishing closes, on a busy machine. */
const OPEN_FOR_MS = 45_000;

let server: PortalServer;
test.beforeAll(async ({ browserName: _ }, info) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	// Whole seconds: the cutoff is written to the second.
	const cutoff = Math.ceil((Date.now() + OPEN_FOR_MS) / 1000) * 1000;
	server = await startPortalServer(info.project.name === 'mobile' ? 4453 : 4454, {
		SEED_DEMO: 'never',
		PUBLISH_CUTOFF: formatBusinessTime(cutoff),
	});
});
test.afterAll(async () => server?.stop());

test('closes a form left open across the cutoff, and shows no form afterwards', async ({
	page,
}, info) => {
	test.setTimeout(OPEN_FOR_MS + 60_000);
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	await logIn(page, server.baseURL, server.dataDir, '13944440001');
	await page.goto(`${server.baseURL}${prefix}/publish-activity`);
	await expect(page.locator('form.pf-form')).toBeVisible();
	await fillRequiredFields(page, { title: '截止前打开的表单' });

	// Until the server itself says publishing has ended: its page for the form shows no form then.
	await expect
		.poll(
			async () =>
				(
					await (await page.request.get(`${server.baseURL}${prefix}/publish-activity`)).text()
				).includes('活动填报已结束'),
			{ timeout: OPEN_FOR_MS + 10_000, intervals: [500] },
		)
		.toBe(true);
	await page.getByRole('button', { name: '提交发布' }).click();
	const alert = page.getByRole('alertdialog', { name: '提示' });
	await expect(alert).toContainText('活动填报已结束。');
	await expect(page.getByRole('alert').filter({ hasText: '活动填报已结束。' })).toHaveCount(0);
	await expect(page.getByRole('heading', { name: '活动填报已结束' })).toBeVisible();
	await expect(page.locator('form.pf-form')).toHaveCount(0);

	await page.reload();
	await expect(page.getByRole('heading', { name: '活动填报已结束' })).toBeVisible();
	await expect(page.locator('form')).toHaveCount(0);
	await expect(page.getByRole('link', { name: '浏览全部活动' })).toHaveAttribute(
		'href',
		`${prefix}/list-page`,
	);
	const check = await page.request.get(`${server.baseURL}/api/activity/checkPublish`);
	expect(((await check.json()) as { code: number }).code).toBe(100250106);
});
