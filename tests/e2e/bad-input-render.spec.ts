import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiPost, payloadActivities, payloadMaterialNames } from './bad-input-seed';
import { findExecutable, installXssTrap, NAUGHTY, XSS } from './bad-input-watch';
import { ADMIN_MOBILE, logIn } from './publish-login';
import {
	freePort,
	openPublishingServer,
	type PortalServer,
	SERVER_START_TIMEOUT_MS,
	startPortalServer,
} from './publish-server';

// Activities, materials and a rejection reason that carry the bad-input corpus, stored through the
// real API with publishing open, then shown on every page that renders them. The phone's run is on
// the open-publishing group's server. The desktop one reviews by hand, so that the review console
// has work, on a server of its own: its 40 materials fill the console's pages of pending and of
// approved materials (the oldest 20 of each), where another file would look for its own.
const PUBLISHER = '13966690001';
const ACTIVITIES = 4;

let server: PortalServer;
let own: PortalServer | undefined;
let manual = false;
const shown: { id: number; title: string }[] = [];

async function pageFor(browser: Browser, mobile: string): Promise<Page> {
	const page = await (await browser.newContext()).newPage();
	await logIn(page, server.baseURL, server.dataDir, mobile);
	return page;
}

test.beforeAll(async ({ browser }, info) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);
	manual = info.project.name === 'desktop';
	if (manual) own = await startPortalServer(await freePort(), { REVIEW_MODE: 'manual' });
	server = own ?? (await openPublishingServer());
	const publisher = await pageFor(browser, PUBLISHER);
	const bodies = payloadActivities(ACTIVITIES + (manual ? 1 : 0), manual ? 3 : ACTIVITIES);
	const ids: number[] = [];
	for (const body of bodies) {
		ids.push(
			((await apiPost(publisher, server.baseURL, '/activity/addActivity', body)) as { id: number })
				.id,
		);
	}
	const names = payloadMaterialNames();
	const materialIds: number[] = [];
	for (let start = 0; start < Math.min(names.length, 40); start += 20) {
		const materials = names
			.slice(start, start + 20)
			.map((name) => ({ kind: 'link', name, url: 'https://example.cn/m' }));
		const released = (await apiPost(publisher, server.baseURL, '/activity/releaseMaterial', {
			id: ids[0],
			materials,
		})) as { id: number }[];
		materialIds.push(...released.map((material) => material.id));
	}
	if (manual) {
		// Three approved, one rejected with a naughty reason, one left pending for the console.
		const admin = await pageFor(browser, ADMIN_MOBILE);
		const post = (path: string, data: Record<string, unknown>) =>
			apiPost(admin, server.baseURL, path, data);
		for (const id of ids.slice(0, 3))
			await post('/admin/reviewActivity', { id, decision: 'approve' });
		const reason = NAUGHTY.filter((text) => /alert|javascript|"/.test(text) && !/</.test(text))[0];
		await post('/admin/reviewActivity', { id: ids[3], decision: 'reject', reason });
		for (const id of materialIds.slice(0, 20))
			await post('/admin/reviewMaterial', { id, decision: 'approve' });
		await admin.context().close();
	}
	for (const [index, id] of ids.entries()) {
		if (!manual || index < 3) shown.push({ id, title: String(bodies[index]?.title).trim() });
	}
	await publisher.context().close();
});
test.afterAll(async () => own?.stop());

/** Opens each path and answers what ran or could run there, by path. */
async function visit(page: Page, paths: string[]): Promise<string[]> {
	const watch = await installXssTrap(page);
	const problems: string[] = [];
	for (const path of paths) {
		watch.events.length = 0;
		await page.goto(`${server.baseURL}${path}`);
		await page.waitForLoadState('networkidle');
		problems.push(...(await findExecutable(page, watch)).map((problem) => `${path}: ${problem}`));
	}
	return problems;
}

test('stored payloads run nowhere on the detail, list, home and user-centre pages', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, PUBLISHER);
	const details = shown.map(({ id }) => `/detail-page?id=${id}`);
	const problems = await visit(page, [
		...details,
		'/list-page?sort=latest',
		'/',
		'/user-center',
		'/user-center?tab=messages',
	]);
	expect(problems).toEqual([]);
	// The payloads were on the pages, as text: the first detail page's heading is the stored title.
	await page.goto(`${server.baseURL}${details[0]}`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown[0]?.title ?? '');
});

test('the review console lists payload activities and materials without running them @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, ADMIN_MOBILE);
	const problems = await visit(page, ['/admin']);
	await expect(page.locator('li[data-activity-id]').first()).toBeVisible();
	await page.getByRole('button', { name: '资料审核' }).click();
	await expect(page.locator('li[data-material-id]').first()).toBeVisible();
	await page.waitForLoadState('networkidle');
	problems.push(...(await findExecutable(page, { events: [] })));
	expect(problems).toEqual([]);
});

/** Representative strings, each typed into every field: two XSS payloads, two naughty strings. */
const STRINGS = [
	XSS[5] as string,
	XSS[60] as string,
	NAUGHTY[140] as string,
	NAUGHTY[300] as string,
];

const TEXT_FIELDS = [
	'活动标题',
	'活动简介',
	'活动场所',
	'详细地址',
	'线上活动链接',
	'主办单位',
	'联系人',
	'联系电话',
];

// The phone layout renders the same form island; one device keeps the run short.
test('the publish form takes naughty strings in every field and answers in Chinese @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, PUBLISHER);
	const watch = await installXssTrap(page);
	for (const text of STRINGS) {
		await page.goto(`${server.baseURL}/publish-activity`);
		await expect(page.locator('form.pf-form')).toBeVisible();
		await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
		await page.getByRole('radio', { name: '线上线下结合' }).check();
		await page.getByLabel('开始时间').fill('2027-12-20T09:30');
		await page.getByLabel('结束时间').fill('2027-12-20T17:00');
		await page.getByLabel('省份').selectOption('110000');
		await page.getByRole('checkbox', { name: '青少年' }).check();
		for (const label of TEXT_FIELDS) await page.getByLabel(label).fill(text);
		// A number input takes key presses only; the browser drops what is not part of a number.
		await page.getByLabel('人数上限').pressSequentially(text.slice(0, 40));
		await page.getByRole('textbox', { name: '活动详情' }).fill(text);
		await page.getByRole('button', { name: '提交发布' }).click();
		const published = page.getByRole('heading', { name: '活动已发布' });
		const invalid = page.locator('[aria-invalid="true"]');
		await expect(published.or(invalid.first())).toBeVisible();
		for (const field of await invalid.all()) {
			await expect(field).toHaveAccessibleDescription(/[\u4e00-\u9fff]/);
		}
		expect(await findExecutable(page, watch), JSON.stringify(text)).toEqual([]);
	}
});

test('the login form refuses naughty numbers and codes in Chinese', async ({ browser }) => {
	const page = await (await browser.newContext()).newPage();
	const watch = await installXssTrap(page);
	await page.goto(`${server.baseURL}/login`);
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
	for (const text of STRINGS) {
		await page.getByLabel('手机号').fill(text);
		await page.getByLabel('验证码').fill(text);
		await page.getByRole('button', { name: '登录', exact: true }).click();
		await expect(page.getByText(/请输入手机号|手机号应为/).last()).toBeVisible();
		expect(await findExecutable(page, watch), JSON.stringify(text)).toEqual([]);
	}
	await page.context().close();
});
