import { expect, test } from '@playwright/test';
import { logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

let server: PortalServer;
test.beforeAll(async ({ browserName: _ }, info) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await startPortalServer(info.project.name === 'mobile' ? 4646 : 4645, {
		SEED_DEMO: 'auto',
		PUBLISH_CUTOFF: '2025-09-30 23:59:59',
	});
});
test.afterAll(async () => server?.stop());

/** The seeded publisher with a pending, a rejected and a cancelled activity among approved ones. */
const PUBLISHER = '13800000001';

test('after the cutoff a rejected activity is fixed and resubmitted from the user centre; new ones stay closed', async ({
	page,
}, info) => {
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	await logIn(page, server.baseURL, server.dataDir, PUBLISHER);

	await page.goto(`${server.baseURL}${prefix}/publish-activity`);
	await expect(page.getByRole('heading', { name: '活动填报已结束' })).toBeVisible();
	await expect(page.getByRole('status')).toContainText('已发布的活动仍可在个人中心修改');
	await expect(page.locator('form')).toHaveCount(0);

	await page.goto(`${server.baseURL}${prefix}/user-center`);
	const filter = page.getByRole('group', { name: '按审核状态筛选' });
	await filter.getByRole('button', { name: /^已取消/ }).click();
	await expect(page.locator('li.uc-item').first()).toBeVisible();
	await expect(page.locator('li.uc-item').getByRole('link', { name: '编辑' })).toHaveCount(0);

	await filter.getByRole('button', { name: /^未通过/ }).click();
	const rejected = page.locator('li.uc-item').first();
	await expect(rejected.locator('.uc-status')).toHaveText('未通过');
	const id = await rejected.getAttribute('data-activity-id');
	await rejected.getByRole('link', { name: '编辑' }).click();

	await expect(page).toHaveURL(new RegExp(`/publish-activity\\?id=${id}$`));
	await expect(page.getByRole('heading', { name: '修改活动' })).toBeVisible();
	await expect(page.locator('form.pf-form')).toBeVisible();
	await expect(page.getByRole('heading', { name: '活动填报已结束' })).toHaveCount(0);
	await page.getByLabel('活动标题').fill('截止后修改重交的活动');
	await page.getByRole('button', { name: '保存修改' }).click();
	await expect(page.getByRole('heading', { name: /修改已保存/ })).toBeVisible();

	const detail = await page.request.post(`${server.baseURL}/api/activity/getActDetail`, {
		data: { id: Number(id) },
	});
	const saved = ((await detail.json()) as { data: { title: string; status: string } }).data;
	expect(saved.title).toBe('截止后修改重交的活动');
	expect(saved.status).not.toBe('rejected');
});
