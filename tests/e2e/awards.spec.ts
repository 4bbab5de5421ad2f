import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-scan';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

/**
 * 优秀活动 as the campaign runs it: a Beijing province admin nominates an activity from the review
 * console with a reason, the national admin confirms it there, and the public /awards page lists it
 * under 北京市 while its detail page wears the badge. Screenshots go to /tmp/shots/awards.
 */
const SHOTS = '/tmp/shots/awards';
mkdirSync(SHOTS, { recursive: true });
const BEIJING_ADMIN = '13800000011';

let server: PortalServer;
test.beforeAll(async ({ browserName: _ }, info) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await startPortalServer(info.project.name === 'mobile' ? 4831 : 4830);
});
test.afterAll(async () => server?.stop());

async function call(page: Page, path: string, data: object) {
	const answer = await page.request.post(`${server.baseURL}/api${path}`, { data });
	const body = (await answer.json()) as { code: number; msg: string; data: unknown };
	expect(body.msg, path).toBe('');
	return body.data;
}

test('a province admin nominates, the national admin confirms, and /awards and the activity show it', async ({
	browser,
	page,
}, info) => {
	test.setTimeout(180_000);
	const device = info.project.name === 'mobile' ? 'mobile' : 'desktop';
	const prefix = device === 'mobile' ? '/mobile' : '';
	const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	const provinceAdmin = await consoleContext.newPage();
	await logIn(provinceAdmin, server.baseURL, server.dataDir, BEIJING_ADMIN);
	await provinceAdmin.goto(`${server.baseURL}/admin`);
	await provinceAdmin.getByRole('button', { name: '优秀推荐' }).click();
	const candidates = provinceAdmin.locator('.rc-award');
	await expect(candidates.first()).toBeVisible();
	const first = candidates.first();
	const title = (await first.locator('.rc-title').textContent())?.trim() ?? '';
	await first.getByRole('button', { name: '推荐' }).click();
	await first.getByRole('button', { name: '科普内容扎实，形式新颖' }).click();
	await provinceAdmin.screenshot({ path: `${SHOTS}/nominate-${device}.png`, fullPage: true });
	await first.getByRole('button', { name: '提交推荐' }).click();
	await expect(provinceAdmin.getByText(`已推荐「${title}」`)).toBeVisible();
	await provinceAdmin.getByRole('button', { name: '推荐名单' }).click();
	await expect(provinceAdmin.locator('.rc-award', { hasText: title })).toContainText('待确认');
	await expect(provinceAdmin.getByRole('button', { name: '确认', exact: true })).toHaveCount(0);

	const nationalAdmin = await consoleContext.newPage();
	await consoleContext.clearCookies();
	await logIn(nationalAdmin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await nationalAdmin.goto(`${server.baseURL}/admin`);
	await nationalAdmin.getByRole('button', { name: '优秀推荐' }).click();
	await nationalAdmin.getByRole('button', { name: '推荐名单' }).click();
	const entry = nationalAdmin.locator('.rc-award', { hasText: title });
	await entry.getByRole('button', { name: '确认', exact: true }).click();
	await expect(entry).toContainText('已确认');
	await nationalAdmin.screenshot({ path: `${SHOTS}/confirmed-${device}.png`, fullPage: true });
	const list = (await call(nationalAdmin, '/admin/getAwardList', {})) as {
		items: { target_id: number; target_name: string }[];
	};
	const activityId = list.items.find((item) => item.target_name === title)?.target_id;
	await consoleContext.close();

	await page.goto(`${server.baseURL}${prefix}/awards`);
	const beijing = page.getByRole('region', { name: '北京市' });
	await expect(beijing.getByRole('link', { name: title })).toBeVisible();
	await expect(beijing).toContainText('科普内容扎实，形式新颖');
	await page.screenshot({ path: `${SHOTS}/awards-${device}.png`, fullPage: true });
	await expectNoSeriousViolations(page, `awards ${device}`);
	await beijing.getByRole('link', { name: title }).click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/detail-page\\?id=${activityId}`));
	const badge = page.getByRole('link', { name: /\d{4} 年度优秀活动/ });
	await expect(badge).toBeVisible();
	await page.screenshot({ path: `${SHOTS}/badge-${device}.png` });
	await badge.click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/awards\\?year=\\d{4}`));
});
