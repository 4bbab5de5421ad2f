import { expect, type Page, test } from '@playwright/test';
import { agreeAndSubmit } from './join-consent';
import { publishThroughApi } from './publish-fixtures';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { manualReviewServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

/**
 * Manual review of an edit: while it waits, the public page shows the approved version and joining
 * works; the owner sees the edit in the form and the user centre; once approved, the page shows it.
 * Screenshots go to /tmp/shots/edit-review.
 */
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await manualReviewServer();
});

const SHOTS = '/tmp/shots/edit-review';

async function review(admin: Page, id: number) {
	const answer = await admin.request.post(`${server.baseURL}/api/admin/reviewActivity`, {
		data: { id, decision: 'approve' },
	});
	expect(((await answer.json()) as { code: number }).code).toBe(0);
}

/** The page's islands hydrate after the load event (client:afterload). */
async function opened(page: Page, url: string) {
	await page.goto(url);
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

test('an approved activity edited under manual review stays public and joinable as approved until the edit is approved', async ({
	browser,
	page,
	viewport,
	isMobile,
	userAgent,
}, info) => {
	test.setTimeout(120_000);
	const project = info.project.name;
	const prefix = project === 'mobile' ? '/mobile' : '';
	const n = project === 'mobile' ? '2' : '1';
	const device = {
		viewport,
		isMobile,
		hasTouch: isMobile,
		locale: 'zh-CN',
		...(userAgent ? { userAgent } : {}),
	};
	const approvedTitle = `审核通过的原版活动${n}`;
	const editedTitle = `等待审核的新版活动${n}`;

	await logIn(page, server.baseURL, server.dataDir, `1396660${n}001`);
	const id = await publishThroughApi(page, server.baseURL, approvedTitle);
	const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
	const admin = await adminContext.newPage();
	await logIn(admin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await review(admin, id);

	const form = `${server.baseURL}${prefix}/publish-activity?id=${id}`;
	await opened(page, form);
	await page.getByLabel('活动标题').fill(editedTitle);
	await page.getByRole('button', { name: '保存修改' }).click();
	await expect(page.getByRole('heading', { name: '修改已保存：已提交，等待审核' })).toBeVisible();
	await expect(page.locator('.pf-result')).toContainText('活动页面仍显示上次通过审核的内容');

	await opened(page, form);
	await expect(page.locator('.pf-edit-note')).toContainText('正在等待审核');
	await expect(page.getByLabel('活动标题')).toHaveValue(editedTitle);
	await page.screenshot({ path: `${SHOTS}/${project}-form.png` });
	await opened(page, `${server.baseURL}${prefix}/user-center`);
	const own = page.locator(`li.uc-item[data-activity-id="${id}"]`);
	await expect(own.locator('.uc-edit')).toHaveText(
		`修改待审核：「${editedTitle}」。通过前活动页面仍显示上次通过审核的内容。`,
	);
	await expect(own.getByRole('link', { name: approvedTitle })).toBeVisible();
	await own.screenshot({ path: `${SHOTS}/${project}-user-center.png` });

	const visitorContext = await browser.newContext(device);
	const visitor = await visitorContext.newPage();
	await logIn(visitor, server.baseURL, server.dataDir, `1396660${n}002`);
	const detail = `${server.baseURL}${prefix}/detail-page?id=${id}`;
	await opened(visitor, detail);
	await expect(visitor.locator('h1')).toHaveText(approvedTitle);
	await expect(visitor.getByText(editedTitle)).toHaveCount(0);
	const area = visitor.getByTestId('join-area');
	await area.getByRole('button', { name: /立即报名/ }).click();
	await agreeAndSubmit(visitor);
	await expect(area.getByRole('button', { name: /已报名/ })).toBeDisabled();

	if (project === 'desktop') {
		await opened(admin, `${server.baseURL}/admin`);
		const queued = admin.locator(`li.rc-item[data-activity-id="${id}"]`);
		await expect(queued.locator('.rc-tag')).toHaveText('修改');
		await expect(queued.locator('.rc-edit-note')).toContainText('改动：标题');
		await queued.screenshot({ path: `${SHOTS}/${project}-review.png` });
		await queued.getByRole('button', { name: '通过' }).click();
		await expect(queued).toHaveCount(0);
	} else {
		await review(admin, id);
	}

	// A reload asks again past the browser's copy (public pages may be kept for 60 s).
	await visitor.reload();
	await expect(visitor.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
	await expect(visitor.locator('h1')).toHaveText(editedTitle);
	await expect(area.getByRole('button', { name: /已报名/ })).toBeDisabled();
	await visitorContext.close();
	await adminContext.close();
});
