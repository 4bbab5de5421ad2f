import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-scan';
import { fillRequiredFields, makePng } from './publish-fixtures';
import { logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

// The publish form is closed on the shared server once the real cutoff has passed (a11y-pages
// scans that notice), so its own states are scanned on a server with publishing open.
let server: PortalServer;
test.beforeAll(async ({ browserName: _ }, info) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await startPortalServer(info.project.name === 'mobile' ? 4481 : 4480, {
		SEED_DEMO: 'never',
	});
});
test.afterAll(async () => server?.stop());

test('axe: the publish form empty, with field errors, filled and sent', async ({ page }, info) => {
	const layout = info.project.name;
	const prefix = layout === 'mobile' ? '/mobile' : '';
	const scan = (state: string, include?: string) =>
		expectNoSeriousViolations(page, `${prefix}/publish-activity ${state} (${layout})`, include);
	await logIn(
		page,
		server.baseURL,
		server.dataDir,
		layout === 'mobile' ? '13955550002' : '13955550001',
	);
	await page.goto(`${server.baseURL}${prefix}/publish-activity`);
	await expect(page.locator('form.pf-form')).toBeVisible();
	await scan('empty');

	await page.getByRole('button', { name: '提交发布' }).click();
	await expect(page.getByLabel('活动标题')).toHaveAttribute('aria-invalid', 'true');
	await scan('field errors', 'form.pf-form');

	await fillRequiredFields(page, { title: '无障碍检查的活动' });
	await page.getByLabel('封面图片').setInputFiles(await makePng());
	await expect(page.getByRole('button', { name: /^封面焦点/ })).toBeVisible();
	await scan('filled with a cover', 'form.pf-form');

	await page.getByRole('button', { name: '提交发布' }).click();
	await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();
	await scan('sent', 'main');
});
