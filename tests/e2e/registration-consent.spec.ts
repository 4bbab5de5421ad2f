import { expect, type Page, test } from '@playwright/test';
import { sharingBox } from './join-consent';
import { publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

/**
 * The registration dialog in both layouts: it lists exactly what the organiser will see, asks for
 * an unticked agreement linked to the 个人信息保护政策, asks the under-14 question and the
 * guardian, and joins only once everything is given. Screenshots go to /tmp/shots/consent.
 */
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

const SHOTS = '/tmp/shots/consent';

async function opened(page: Page, url: string) {
	await page.goto(url);
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

test('the registration dialog lists what the organiser sees and joins only with consent', async ({
	page,
	browser,
	viewport,
	isMobile,
	userAgent,
}, info) => {
	test.setTimeout(90_000);
	const project = info.project.name;
	const prefix = project === 'mobile' ? '/mobile' : '';
	const n = project === 'mobile' ? '2' : '1';
	await logIn(page, server.baseURL, server.dataDir, `1397770${n}000`);
	const id = await publishThroughApi(page, server.baseURL, `少儿科学营${n}`, {
		registration_fields: ['name'],
		asks_age: 1,
	});
	const device: Record<string, unknown> = {
		viewport,
		isMobile,
		userAgent,
		hasTouch: isMobile,
		locale: 'zh-CN',
		timezoneId: 'Asia/Shanghai',
	};
	const context = await browser.newContext(device);
	const joiner = await context.newPage();
	await logIn(joiner, server.baseURL, server.dataDir, `1397770${n}001`);
	await opened(joiner, `${server.baseURL}${prefix}/detail-page?id=${id}`);
	await joiner.getByRole('button', { name: /立即报名/ }).click();

	const dialog = joiner.getByRole('dialog', { name: '填写报名信息' });
	const consent = dialog.getByTestId('sharing-consent');
	await expect(consent.getByRole('listitem')).toHaveText([
		'姓名',
		'登录手机号（隐去中间四位，如 138****0001）',
		'是否未满14周岁',
		'监护人姓名（未满14周岁时）',
	]);
	await expect(sharingBox(joiner)).not.toBeChecked();
	await expect(consent.getByRole('link', { name: '《个人信息保护政策》' })).toHaveAttribute(
		'href',
		'/privacy-policy',
	);

	await dialog.getByLabel('姓名').fill('小明');
	await dialog.getByRole('radio', { name: '是，未满14周岁' }).check();
	await dialog.getByRole('button', { name: '提交' }).click();
	await expect(dialog.getByText('请填写监护人姓名')).toBeVisible();
	await expect(dialog.getByText('请阅读并同意向主办方提供以上报名信息')).toBeVisible();
	await expect(dialog.getByLabel('监护人姓名')).toBeFocused();
	await dialog.getByLabel('监护人姓名').fill('王芳');
	await dialog.getByRole('checkbox', { name: /我是参与者的监护人/ }).check();
	await dialog.getByRole('button', { name: '提交' }).click();
	await expect(dialog).toBeVisible();
	await expect(sharingBox(joiner)).toBeFocused();
	await sharingBox(joiner).check();
	await dialog.screenshot({ path: `${SHOTS}/${project}-dialog.png` });
	await joiner.screenshot({ path: `${SHOTS}/${project}-page.png` });
	await dialog.getByRole('button', { name: '提交' }).click();
	await expect(dialog).toBeHidden();
	await expect(
		joiner.getByTestId('join-area').getByRole('button', { name: /已报名/ }),
	).toBeDisabled();

	await page.goto(`${server.baseURL}${prefix}/activity-participants?id=${id}`);
	await expect(page.getByText(/王芳/).first()).toBeVisible();
	await context.close();
});
