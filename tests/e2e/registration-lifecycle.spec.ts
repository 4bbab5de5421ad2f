import { type Browser, expect, type Page, test } from '@playwright/test';
import { agreeAndSubmit, sharingBox } from './join-consent';
import { publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

/**
 * The registration lifecycle in the browser: one person takes the last seat, a second joins the
 * waitlist, the first cancels (after a confirmation), the second is promoted and reads the 站内信.
 * Screenshots of the join area in each state go to /tmp/shots/lifecycle.
 */
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

const SHOTS = '/tmp/shots/lifecycle';

async function person(browser: Browser, device: Record<string, unknown>, mobile: string) {
	const context = await browser.newContext(device);
	const page = await context.newPage();
	await logIn(page, server.baseURL, server.dataDir, mobile);
	return page;
}

/** The join area hydrates after the load event (client:afterload). */
async function opened(page: Page, url?: string) {
	if (url) await page.goto(url);
	else await page.reload();
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

async function shoot(page: Page, name: string, project: string) {
	await page.getByTestId('join-area').scrollIntoViewIfNeeded();
	await page.screenshot({ path: `${SHOTS}/${project}-${name}.png` });
}

test('the last seat, the waitlist, a cancel and the promotion with its 站内信', async ({
	browser,
	page,
	viewport,
	isMobile,
	userAgent,
}, info) => {
	test.setTimeout(90_000);
	const project = info.project.name;
	const prefix = project === 'mobile' ? '/mobile' : '';
	const device = {
		viewport,
		isMobile,
		userAgent,
		hasTouch: isMobile,
		locale: 'zh-CN',
		timezoneId: 'Asia/Shanghai',
	};
	const n = project === 'mobile' ? '2' : '1';
	await logIn(page, server.baseURL, server.dataDir, `1393330${n}000`);
	const id = await publishThroughApi(page, server.baseURL, `候补递补活动${n}`, { capacity: 1 });
	const detail = `${server.baseURL}${prefix}/detail-page?id=${id}`;

	const first = await person(browser, device, `1393330${n}001`);
	await opened(first, detail);
	const area = first.getByTestId('join-area');
	await expect(area.getByTestId('seats')).toHaveText('活动名额：剩余 1 / 1 个名额');
	await shoot(first, '1-can-join', project);
	await area.getByRole('button', { name: /立即报名/ }).click();
	await agreeAndSubmit(first);
	await expect(area.getByRole('button', { name: /已报名/ })).toBeDisabled();
	await expect(area.getByTestId('seats')).toHaveText('活动名额：名额已满（共 1 个）');
	await shoot(first, '2-joined', project);

	const second = await person(browser, device, `1393330${n}002`);
	await opened(second, detail);
	const waiting = second.getByTestId('join-area');
	await expect(waiting.getByRole('button', { name: /加入候补/ })).toBeEnabled();
	await shoot(second, '3-can-waitlist', project);
	await waiting.getByRole('button', { name: /加入候补/ }).click();
	await agreeAndSubmit(second);
	await expect(waiting.getByRole('button', { name: /候补中 · 第 1 位/ })).toBeVisible();
	await expect(waiting.getByTestId('join-status')).toContainText('您在候补队列第 1 位');
	await expect(waiting.getByTestId('seats')).toHaveText('活动名额：名额已满（共 1 个），1 人候补');
	await shoot(second, '4-waitlisted', project);

	// The first cancels: a dialog asks first; 再想想 changes nothing.
	await opened(first);
	await area.getByRole('button', { name: '取消报名' }).click();
	const dialog = first.getByRole('alertdialog', { name: '取消报名' });
	await expect(dialog).toBeVisible();
	await expect(dialog.getByRole('button', { name: '再想想' })).toBeFocused();
	await first.screenshot({ path: `${SHOTS}/${project}-5-confirm-cancel.png` });
	await first.keyboard.press('Escape');
	await expect(dialog).toBeHidden();
	await expect(area.getByRole('button', { name: /已报名/ })).toBeVisible();
	await area.getByRole('button', { name: '取消报名' }).click();
	await dialog.getByRole('button', { name: '确定取消报名' }).click();
	await expect(dialog).toBeHidden();
	// The seat went to the queue at once: the first sees a full activity with the waitlist open.
	await expect(area.getByRole('button', { name: /加入候补/ })).toBeVisible();
	await expect(area.getByTestId('seats')).toHaveText('活动名额：名额已满（共 1 个）');
	await shoot(first, '6-after-cancel', project);

	await opened(second);
	await expect(waiting.getByRole('button', { name: /已报名/ })).toBeDisabled();
	await expect(waiting.getByTestId('join-status')).toHaveText('您已由候补递补报名成功。');
	await shoot(second, '7-promoted', project);
	await second.goto(`${server.baseURL}${prefix}/user-center?tab=messages`);
	const panel = second.getByRole('tabpanel');
	await expect(panel).toContainText('候补成功');
	await expect(panel).toContainText(`您候补的活动「候补递补活动${n}」有了空位，已为您报名成功。`);
	await second.screenshot({ path: `${SHOTS}/${project}-8-message.png` });

	// 我报名的 lists the seat with its cancel button; the first, now waiting, sees the queue there.
	await second.goto(`${server.baseURL}${prefix}/user-center?tab=join`);
	const item = second.locator(`li[data-activity-id="${id}"]`);
	await expect(item.getByText('候补递补', { exact: true })).toBeVisible();
	await expect(item.getByRole('button', { name: '取消报名' })).toBeVisible();
	await area.getByRole('button', { name: /加入候补/ }).click();
	await agreeAndSubmit(first);
	await expect(area.getByRole('button', { name: /候补中 · 第 1 位/ })).toBeVisible();
	await first.goto(`${server.baseURL}${prefix}/user-center?tab=join`);
	const queued = first.getByRole('region', { name: /候补中/ });
	await expect(queued.getByText('候补第 1 位')).toBeVisible();
	await first.screenshot({
		path: `${SHOTS}/${project}-9-user-center-waitlist.png`,
		fullPage: true,
	});
	await item.getByRole('button', { name: '取消报名' }).click();
	await second
		.getByRole('alertdialog', { name: '取消报名' })
		.getByRole('button', { name: '确定取消报名' })
		.click();
	await expect(item).toBeHidden();
	// The second's cancel promoted the first, who had queued again.
	await first.reload();
	await expect(
		first.locator(`li[data-activity-id="${id}"]`).getByText('候补递补', { exact: true }),
	).toBeVisible();
	await first.context().close();
	await second.context().close();
});

test('an activity that asks for details asks in a dialog and names the wrong field', async ({
	page,
}, info) => {
	const project = info.project.name;
	const prefix = project === 'mobile' ? '/mobile' : '';
	const n = project === 'mobile' ? '2' : '1';
	await logIn(page, server.baseURL, server.dataDir, `1393331${n}000`);
	const id = await publishThroughApi(page, server.baseURL, `需填写信息的活动${n}`, {
		capacity: 10,
		registration_fields: ['name', 'mobile', 'organization'],
	});
	await opened(page, `${server.baseURL}${prefix}/detail-page?id=${id}`);
	await page.getByRole('button', { name: /立即报名/ }).click();
	const dialog = page.getByRole('dialog', { name: '填写报名信息' });
	await expect(dialog).toBeVisible();
	await dialog.getByLabel('姓名').fill('李雷');
	await dialog.getByLabel('手机号').fill('1234');
	await dialog.getByRole('button', { name: '提交' }).click();
	await expect(dialog.getByText('手机号应为以 1 开头、第二位为 3 至 9 的 11 位数字')).toBeVisible();
	await expect(dialog.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
	await expect(dialog.getByLabel('手机号')).toBeFocused();
	await page.screenshot({ path: `${SHOTS}/${project}-10-details-dialog.png` });
	await dialog.getByLabel('手机号').fill('13912345678');
	await dialog.getByLabel('单位').fill('第一中学');
	await expect(dialog.getByText('请阅读并同意向主办方提供以上报名信息')).toBeVisible();
	await sharingBox(page).check();
	await dialog.getByRole('button', { name: '提交' }).click();
	await expect(dialog).toBeHidden();
	const area = page.getByTestId('join-area');
	await expect(area.getByRole('button', { name: /已报名/ })).toBeDisabled();
	await expect(area.getByTestId('join-details')).toHaveText(
		'报名信息：李雷 · 139****5678 · 第一中学',
	);
	await page.screenshot({ path: `${SHOTS}/${project}-11-joined-with-details.png` });
});
