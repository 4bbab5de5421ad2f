import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-scan';
import { logInThroughApi } from './api-login';
import { freshMobile, logInThroughPage, waitForIsland } from './chrome-helpers';
import { sharingBox } from './join-consent';
import { publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

/**
 * Display names: asked once after the first login, editable in the user centre,
 * shown to the organiser, and pre-filling the registration form. Screenshots go to /tmp/shots/names.
 */
const SHOTS = '/tmp/shots/names';
mkdirSync(SHOTS, { recursive: true });

const prefixOf = (project: string) => (project === 'mobile' ? '/mobile' : '');

/** The name the page's chrome shows for the signed-in person: header (desktop) or top bar (phone). */
function chromeName(page: Page, project: string) {
	return project === 'mobile' ? page.locator('.mobile-account') : page.locator('.header-user-name');
}

async function rename(page: Page, baseURL: string, name: string) {
	const answer = await page.request.post(`${baseURL}/api/user/updateUserInfo`, {
		data: { show_name: name },
	});
	expect(((await answer.json()) as { code: number }).code).toBe(0);
}

test('asks for a name after the first login and shows it from then on', async ({ page }, info) => {
	const project = info.project.name;
	const prefix = prefixOf(project);
	const mobile = freshMobile();
	await page.goto(`/login?redirect=${encodeURIComponent(`${prefix}/user-center`)}`);
	await logInThroughPage(page, mobile, undefined, { keepNamePrompt: true });
	await page.waitForURL(`**${prefix}/user-center**`);

	const dialog = page.getByRole('dialog', { name: '设置您的昵称' });
	await expect(dialog).toBeVisible({ timeout: 15_000 });
	await expect(dialog).toContainText('活动主办方会在报名名单和签到时看到这个名字');
	await page.screenshot({ path: `${SHOTS}/${project}-1-first-login.png` });

	await dialog.getByLabel('昵称').fill('李');
	await dialog.getByRole('button', { name: '保存' }).click();
	await expect(dialog.getByRole('alert')).toHaveText('昵称至少 2 个字');
	await dialog.getByLabel('昵称').fill('科普月管理员');
	await dialog.getByRole('button', { name: '保存' }).click();
	// The server's rule, as the dialog's: no 管理员 (the dialog checks before sending).
	await expect(dialog.getByRole('alert')).toHaveText('昵称不能包含“管理员”');
	await page.screenshot({ path: `${SHOTS}/${project}-2-refused.png` });
	await expectNoSeriousViolations(page, 'the name prompt with a refusal', '.name-dialog');

	await dialog.getByLabel('昵称').fill('  王小明 ');
	await dialog.getByRole('button', { name: '保存' }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByRole('heading', { level: 1, name: '王小明' })).toBeVisible();
	await expect(page.getByText('您还没有设置昵称')).toHaveCount(0);
	await expect(chromeName(page, project)).toContainText('王小明');

	await page.goto(`${prefix}/home-list`);
	await waitForIsland(page, 'NamePrompt');
	await expect(chromeName(page, project)).toContainText('王小明');
	await expect(page.getByRole('dialog', { name: '设置您的昵称' })).toHaveCount(0);
});

test('以后再说 closes the prompt for this login; the user centre keeps asking and edits the name', async ({
	page,
}, info) => {
	const project = info.project.name;
	const prefix = prefixOf(project);
	// In 长辈模式, whose larger text the prompt must follow outside #main too.
	await page.addInitScript(() => window.localStorage.setItem('kpy-elder', '1'));
	await page.goto(`/login?redirect=${encodeURIComponent(`${prefix}/home-list`)}`);
	await logInThroughPage(page, freshMobile(), undefined, { keepNamePrompt: true });
	const prompt = page.getByRole('dialog', { name: '设置您的昵称' });
	await expect(prompt).toBeVisible({ timeout: 15_000 });
	const noteSize = await prompt
		.locator('.name-dialog-note')
		.evaluate((note) => Number.parseFloat(getComputedStyle(note).fontSize));
	// Desktop zooms the page 1.25 times: 14.4 px there is 18 px on the screen.
	expect(noteSize).toBeGreaterThanOrEqual(project === 'mobile' ? 18 : 14.4);
	await page.screenshot({ path: `${SHOTS}/${project}-2b-elder-prompt.png` });
	await prompt.getByRole('button', { name: '以后再说' }).click();
	await expect(prompt).toBeHidden();
	await page.reload();
	await waitForIsland(page, 'NamePrompt');
	await expect(chromeName(page, project)).toContainText(/用户\d{4}/);
	await expect(prompt).toHaveCount(0);

	await page.goto(`${prefix}/user-center`);
	await waitForIsland(page, 'UserCenter');
	await expect(
		page.getByText(/您还没有设置昵称，活动主办方在报名名单里看到的是“用户\d{4}”/),
	).toBeVisible();
	await expect(prompt).toHaveCount(0);
	await page.screenshot({ path: `${SHOTS}/${project}-3-user-centre-asks.png` });
	await page.getByRole('button', { name: '设置昵称' }).click();
	const edit = page.getByRole('dialog', { name: '修改昵称' });
	await expect(edit.getByLabel('昵称')).toHaveValue('');
	await edit.getByLabel('昵称').fill('韩梅梅');
	await edit.getByRole('button', { name: '保存' }).click();
	await expect(edit).toBeHidden();
	await expect(page.getByRole('heading', { level: 1, name: '韩梅梅' })).toBeVisible();

	await page.getByRole('button', { name: '修改昵称' }).click();
	await expect(edit.getByLabel('昵称')).toHaveValue('韩梅梅');
	await edit.getByLabel('昵称').fill('韩梅梅同学');
	await edit.getByRole('button', { name: '保存' }).click();
	await expect(page.getByRole('heading', { level: 1, name: '韩梅梅同学' })).toBeVisible();
	await page.screenshot({ path: `${SHOTS}/${project}-4-user-centre-named.png` });
	await page.reload();
	await expect(page.getByRole('heading', { level: 1, name: '韩梅梅同学' })).toBeVisible();
});

test('a session that was not just logged in on this tab is not interrupted', async ({
	page,
}, info) => {
	const prefix = prefixOf(info.project.name);
	await logInThroughApi(page);
	await page.goto(`${prefix}/user-center`);
	await waitForIsland(page, 'NamePrompt');
	await expect(page.getByText('您还没有设置昵称')).toBeVisible();
	await expect(page.getByRole('dialog', { name: '设置您的昵称' })).toHaveCount(0);
});

test.describe('with publishing open', () => {
	let server: PortalServer;
	test.beforeAll(async () => {
		test.setTimeout(SERVER_START_TIMEOUT_MS);
		server = await openPublishingServer();
	});

	test('the registration form starts with the name and number given before; the organiser sees the name', async ({
		browser,
		page,
		viewport,
		isMobile,
		userAgent,
	}, info) => {
		const project = info.project.name;
		const prefix = prefixOf(project);
		const { baseURL, dataDir } = server;
		const n = project === 'mobile' ? '2' : '1';
		await logIn(page, baseURL, dataDir, `1395550${n}000`);
		await rename(page, baseURL, '王老师');
		const fields = { registration_fields: ['name', 'mobile', 'organization'] };
		const first = await publishThroughApi(page, baseURL, '预填报名信息活动一', fields);
		const second = await publishThroughApi(page, baseURL, '预填报名信息活动二', fields);

		const device = { viewport, isMobile, hasTouch: isMobile, ...(userAgent ? { userAgent } : {}) };
		const context = await browser.newContext(device);
		const joiner = await context.newPage();
		const mobile = `1395550${n}001`;
		await logIn(joiner, baseURL, dataDir, mobile);
		await rename(joiner, baseURL, '王小明');

		await joiner.goto(`${baseURL}${prefix}/detail-page?id=${first}`);
		await waitForIsland(joiner, 'ActivityActions');
		await joiner.getByRole('button', { name: /立即报名/ }).click();
		const form = joiner.getByRole('dialog', { name: '填写报名信息' });
		await expect(form.getByLabel('姓名')).toHaveValue('王小明');
		await expect(form.getByLabel('手机号')).toHaveValue(mobile);
		await expect(form.getByLabel('单位')).toHaveValue('');
		await expect(form).toContainText('已按您之前填写的信息预填，请核对。');
		await joiner.screenshot({ path: `${SHOTS}/${project}-5-prefilled.png` });
		await form.getByLabel('单位').fill('第一中学');
		await sharingBox(joiner).check();
		await form.getByRole('button', { name: '提交' }).click();
		await expect(joiner.getByRole('button', { name: /已报名/ })).toBeVisible();

		await joiner.goto(`${baseURL}${prefix}/detail-page?id=${second}`);
		await waitForIsland(joiner, 'ActivityActions');
		await joiner.getByRole('button', { name: /立即报名/ }).click();
		await expect(form.getByLabel('单位')).toHaveValue('第一中学');
		await expect(form.getByLabel('姓名')).toHaveValue('王小明');
		await context.close();

		await page.goto(`${baseURL}${prefix}/activity-participants?id=${first}`);
		const list = page.locator('.pt-table, .pt-cards');
		await expect(list.getByText('王小明')).toBeVisible({ timeout: 15_000 });
		await page.screenshot({ path: `${SHOTS}/${project}-6-organiser.png`, fullPage: true });
	});
});
