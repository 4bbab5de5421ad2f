import { expect, type Page, test } from '@playwright/test';
import { fillRequiredFields, makePng, publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

// Publishing is closed on the shared server once the real cutoff has passed, so these tests run on a
// server with the cutoff in the future (review mode auto: activities go live at once).
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

/** The draft the form keeps in the page's storage for a new activity or an activity id. */
function savedDraft(page: Page, activity: 'new' | string) {
	return page.evaluate((key) => localStorage.getItem(key), `kpy-publish-draft:${activity}`);
}

/** From the next page on, counts the form's draft writes (saves and removals) in the page. */
async function countDraftWrites(page: Page) {
	await page.addInitScript(() => {
		const counted = window as unknown as { draftWrites: number };
		counted.draftWrites = 0;
		for (const method of ['setItem', 'removeItem'] as const) {
			const original = Storage.prototype[method] as (...args: string[]) => void;
			Storage.prototype[method] = function (this: Storage, ...args: string[]) {
				if (args[0]?.startsWith('kpy-publish-draft:')) counted.draftWrites += 1;
				original.apply(this, args);
			};
		}
	});
}

async function openForm(page: Page, path = '/publish-activity') {
	await page.goto(`${server.baseURL}${path}`);
	await expect(page.locator('form.pf-form')).toBeVisible();
}

test('publishes with a cover, finds it in the user centre, edits it and sees the edit @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110001');
	await countDraftWrites(page);
	await openForm(page);
	await fillRequiredFields(page, { title: '走进科技馆：航天科普日' });
	await page.getByLabel('封面图片').setInputFiles(await makePng());
	await expect(page.getByRole('img', { name: '封面预览' })).toBeVisible();
	await page.getByLabel('活动简介').fill('带孩子认识火箭与卫星');
	await page.getByRole('textbox', { name: '活动详情' }).fill('上午参观展厅，下午动手做水火箭。');
	await page.getByRole('button', { name: '提交发布' }).click();

	await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();
	await expect(page.locator('[data-status="approved"]')).toHaveText('已通过');
	const href = await page.getByRole('link', { name: '查看活动' }).getAttribute('href');
	const id = Number(new URL(href ?? '', server.baseURL).searchParams.get('id'));
	expect(id).toBeGreaterThan(0);

	await page.goto(`${server.baseURL}/user-center`);
	const item = page.locator(`li[data-activity-id="${id}"]`);
	await expect(item.getByRole('link', { name: '走进科技馆：航天科普日' })).toBeVisible();
	await expect(item.getByText('已通过', { exact: true })).toBeVisible();
	await item.getByRole('link', { name: '编辑' }).click();

	await expect(page).toHaveURL(new RegExp(`/publish-activity\\?id=${id}$`));
	await expect(page.getByLabel('活动标题')).toHaveValue('走进科技馆：航天科普日');
	await expect(page.getByLabel('城市')).toHaveValue('110100');
	// Opening an activity to edit, unchanged, leaves no draft behind once the form has saved.
	await expect
		.poll(() => page.evaluate(() => (window as unknown as { draftWrites: number }).draftWrites))
		.toBeGreaterThan(0);
	expect(await savedDraft(page, String(id))).toBeNull();
	await page.reload();
	await expect(page.getByLabel('活动标题')).toHaveValue('走进科技馆：航天科普日');
	await expect(page.getByText('已恢复上次未提交的草稿。')).toHaveCount(0);
	await expect(page.getByRole('img', { name: '封面预览' })).toBeVisible();
	await page.getByLabel('活动标题').fill('走进科技馆：航天科普日（改期）');
	await page.getByRole('button', { name: '保存修改' }).click();
	await expect(page.getByRole('heading', { name: /修改已保存/ })).toBeVisible();

	await page.goto(`${server.baseURL}/detail-page?id=${id}`);
	await expect(
		page.getByRole('heading', { level: 1, name: '走进科技馆：航天科普日（改期）' }),
	).toBeVisible();
});

test('offers the cities of the chosen province and the districts of the chosen city @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110009');
	await openForm(page);
	const city = page.getByLabel('城市');
	const district = page.getByLabel('区县');
	await page.getByLabel('省份').selectOption('440000');
	await expect(city.locator('option[value="440300"]')).toHaveText('深圳市');
	await expect(city).toHaveValue('');
	await city.selectOption('440100');
	await expect(district.locator('option[value="440106"]')).toHaveText('天河区');
	await district.selectOption('440106');

	await page.getByLabel('省份').selectOption('120000');
	await expect(city).toHaveValue('120100');
	await expect(city.locator('option[value="440300"]')).toHaveCount(0);
	await expect(district).toHaveValue('');
	await expect(district.locator('option[value="120101"]')).toHaveText('和平区');
});

test('names each invalid field beside it and moves focus to the first @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110002');
	await openForm(page);
	await page.getByRole('button', { name: '提交发布' }).click();

	const title = page.getByLabel('活动标题');
	await expect(title).toBeFocused();
	await expect(title).toHaveAttribute('aria-invalid', 'true');
	await expect(title).toHaveAccessibleDescription('活动标题至少 2 个字');
	await expect(page.getByLabel('省份')).toHaveAccessibleDescription('请选择省份');
	await expect(page.getByLabel('主办单位')).toHaveAccessibleDescription('主办单位至少 2 个字');
	await expect(page.getByText('请至少选择一项面向人群')).toBeVisible();

	await fillRequiredFields(page, {
		title: '时间颠倒的活动',
		start: '2026-12-20T10:00',
		end: '2026-12-20T09:00',
	});
	await expect(title).not.toHaveAttribute('aria-invalid', 'true');
	await expect(page.getByLabel('结束时间')).toHaveAccessibleDescription('结束时间应晚于开始时间');
	await page.getByRole('radio', { name: '线上活动' }).check();
	await expect(page.getByLabel('线上活动链接')).toHaveAccessibleDescription(
		/线上活动请填写线上活动链接/,
	);
});

test('keeps the cover focal point set on the preview in the draft and crops the detail cover there @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110006');
	await openForm(page);
	await fillRequiredFields(page, { title: '封面焦点在右下的活动' });
	await page.getByLabel('封面图片').setInputFiles(await makePng());
	const picker = page.getByRole('button', { name: /^封面焦点/ });
	await expect(picker).toHaveAccessibleName(/封面焦点 居中/);
	const box = await picker.boundingBox();
	await picker.click({ position: { x: (box?.width ?? 0) * 0.8, y: (box?.height ?? 0) * 0.7 } });
	const clicked = /封面焦点 (\d+)% (\d+)%/.exec((await picker.getAttribute('aria-label')) ?? '');
	const x = Number(clicked?.[1]);
	const y = Number(clicked?.[2]);
	expect(Math.abs(x - 80)).toBeLessThanOrEqual(1);
	expect(Math.abs(y - 70)).toBeLessThanOrEqual(1);
	await picker.press('ArrowRight');
	await picker.press('Shift+ArrowUp');
	const focus = `${x + 1}% ${y - 10}%`;
	await expect(picker).toHaveAccessibleName(new RegExp(`封面焦点 ${focus}`));
	await expect(page.locator('.pf-focus-marker')).toHaveAttribute(
		'style',
		`left: ${x + 1}%; top: ${y - 10}%;`,
	);
	await expect.poll(() => savedDraft(page, 'new')).toContain(`"cover_focus":"${focus}"`);

	await page.reload();
	await expect(page.getByText('已恢复上次未提交的草稿。')).toBeVisible();
	await expect(page.getByRole('button', { name: /^封面焦点/ })).toHaveAccessibleName(
		new RegExp(`封面焦点 ${focus}`),
	);
	await page.getByRole('button', { name: '提交发布' }).click();
	await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();
	const href = await page.getByRole('link', { name: '查看活动' }).getAttribute('href');

	await page.goto(new URL(href ?? '', server.baseURL).href);
	await expect(page.getByRole('img', { name: '封面焦点在右下的活动' })).toHaveCSS(
		'object-position',
		focus,
	);
});

test('keeps the draft across a reload in the middle of the form', async ({ page }, info) => {
	const path = info.project.name === 'mobile' ? '/mobile/publish-activity' : '/publish-activity';
	await logIn(page, server.baseURL, server.dataDir, '13911110003');
	await openForm(page, path);
	await page.getByLabel('活动标题').fill('草稿里的活动');
	await page.getByLabel('活动简介').fill('写到一半刷新了页面');
	await page.getByRole('checkbox', { name: '老年人' }).check();
	await page.getByLabel('省份').selectOption('310000');
	await expect.poll(() => savedDraft(page, 'new')).toContain('"province_code":"310000"');

	await page.reload();
	await expect(page.locator('form.pf-form')).toBeVisible();
	await expect(page.getByText('已恢复上次未提交的草稿。')).toBeVisible();
	await expect(page.getByLabel('活动标题')).toHaveValue('草稿里的活动');
	await expect(page.getByLabel('活动简介')).toHaveValue('写到一半刷新了页面');
	await expect(page.getByRole('checkbox', { name: '老年人' })).toBeChecked();
	await expect(page.getByLabel('省份')).toHaveValue('310000');

	await page.getByRole('button', { name: '放弃草稿' }).click();
	await expect(page.getByLabel('活动标题')).toHaveValue('');
	await page.reload();
	await expect(page.locator('form.pf-form')).toBeVisible();
	await expect(page.getByText('已恢复上次未提交的草稿。')).toHaveCount(0);
	await expect(page.getByLabel('活动标题')).toHaveValue('');
});

test('a new activity’s form is in the page’s HTML and the island takes it over without a mismatch', async ({
	page,
}, info) => {
	const path = info.project.name === 'mobile' ? '/mobile/publish-activity' : '/publish-activity';
	await logIn(page, server.baseURL, server.dataDir, '13911110007');
	const html = await (await page.request.get(`${server.baseURL}${path}`)).text();
	expect(html).toContain('class="pf-form"');
	expect(html).toContain('活动标题');
	expect(html).not.toContain('正在检查发布权限');
	// Until the island runs, nothing can be typed that its state would then replace.
	expect(html).toMatch(/<fieldset class="pf-sections" disabled/);
	// No Suspense boundary the server gave up on (React marks one `<!--$!-->`): the browser reports it.
	expect(html).not.toContain('<!--$!-->');

	const errors: string[] = [];
	page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
	page.on('pageerror', (error) => errors.push(error.message));
	// React reports a server rendering it gave up on through reportError, which only this sees.
	await page.addInitScript(() => {
		const seen = window as unknown as { reported: string[] };
		seen.reported = [];
		window.addEventListener('error', (event) => seen.reported.push(event.message));
	});
	await openForm(page, path);
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
	await page.getByLabel('活动标题').fill('先看到表单的活动');
	await expect(page.getByLabel('活动标题')).toHaveValue('先看到表单的活动');
	await expect(page.getByRole('textbox', { name: '活动详情' })).toBeVisible();
	await expect.poll(() => savedDraft(page, 'new')).toContain('先看到表单的活动');
	errors.push(
		...(await page.evaluate(() => (window as unknown as { reported: string[] }).reported)),
	);
	expect(errors).toEqual([]);
});

test('publishes one activity however fast the button is pressed @desktop', async ({ page }) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110004');
	await openForm(page);
	await fillRequiredFields(page, { title: '连点两次的活动' });
	await page.getByRole('button', { name: '提交发布' }).dblclick();
	await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();

	const list = await page.request.post(`${server.baseURL}/api/user/getUserActivityList`, {
		data: { tab: 'publish', page: 1, pageSize: 50 },
	});
	const body = (await list.json()) as { data: { items: { title: string }[] } };
	expect(body.data.items.filter((item) => item.title === '连点两次的活动')).toHaveLength(1);
});

test('cancels an activity only after the confirmation @desktop', async ({ page }) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110005');
	const id = await publishThroughApi(page, server.baseURL, '准备取消的活动');
	await page.goto(`${server.baseURL}/user-center`);
	const item = page.locator(`li[data-activity-id="${id}"]`);
	await item.getByRole('button', { name: '取消活动' }).click();
	const dialog = page.getByRole('alertdialog', { name: '取消活动' });
	await expect(dialog).toBeVisible();
	await dialog.getByRole('button', { name: '再想想' }).click();
	await expect(dialog).toBeHidden();
	await expect(item.getByText('已通过', { exact: true })).toBeVisible();

	await item.getByRole('button', { name: '取消活动' }).click();
	await page.getByRole('alertdialog').getByRole('button', { name: '确定取消' }).click();
	await expect(item.getByText('已取消', { exact: true })).toBeVisible();
	await expect(item.getByRole('link', { name: '编辑' })).toHaveCount(0);
});

test('the phone form has no top bar and publishes @mobile', async ({ page }) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110006');
	await openForm(page, '/mobile/publish-activity');
	await expect(page.locator('.mobile-top-bar')).toHaveCount(0);
	await fillRequiredFields(page, { title: '手机上发布的活动' });
	const submit = page.getByRole('button', { name: '提交发布' });
	const box = await submit.boundingBox();
	expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
	await submit.click();
	await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();
	await expect(page.getByRole('link', { name: '查看活动' })).toHaveAttribute(
		'href',
		/^\/mobile\/detail-page\?id=\d+$/,
	);
});

test('the form refuses an invisible title and a date outside the campaign window, as the API does', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13911110006');
	await openForm(page);
	await fillRequiredFields(page, { title: '\u200B\u200B' });
	await page.getByRole('button', { name: '提交发布' }).click();
	await expect(page.getByLabel('活动标题')).toHaveAccessibleDescription('活动标题至少 2 个字');
	// The whole-form rules (dates) are checked once every field is valid on its own.
	await page.getByLabel('活动标题').fill('万年之后的活动');
	await page.getByLabel('开始时间').fill('9999-12-20T09:00');
	await page.getByLabel('结束时间').fill('9999-12-20T10:00');
	await expect(page.getByLabel('开始时间')).toHaveAccessibleDescription(
		'开始时间应在活动期 2025-01-01 至 2027-12-31 之内',
	);
	await expect(page.getByLabel('结束时间')).toHaveAccessibleDescription(
		'结束时间应在活动期 2025-01-01 至 2027-12-31 之内',
	);
});
