import { type Browser, expect, type Page, test } from '@playwright/test';
import { toLocalInput } from '../../src/islands/publish-form/form-values';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import { joinAndPass } from './checkin-fixtures';
import { waitForIsland } from './chrome-helpers';
import { fillRequiredFields } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

/**
 * An organisation run by two people: one creates it and invites the other by phone
 * number, publishes as it; the other edits the activity and checks someone in; the first leaves and
 * the activity stays with the organisation. Publishing is open on the group's server.
 * Screenshots go to /tmp/shots/organisation-members.
 */
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

const SHOTS = '/tmp/shots/organisation-members';
const HOUR = 3_600_000;

/** The page's islands hydrate after the load event (client:afterload). */
async function opened(page: Page, url: string) {
	await page.goto(url);
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/** A second person's browser, of the same device as the project's. */
async function personOf(browser: Browser, page: Page, mobile: string) {
	const viewport = page.viewportSize();
	const userAgent = await page.evaluate(() => navigator.userAgent);
	const isMobile = viewport !== null && viewport.width < 769;
	const context = await browser.newContext({
		baseURL: server.baseURL,
		viewport,
		isMobile,
		hasTouch: isMobile,
		userAgent,
		locale: 'zh-CN',
		timezoneId: 'Asia/Shanghai',
	});
	const person = await context.newPage();
	const login = await logIn(person, server.baseURL, server.dataDir, mobile);
	return { page: person, login, close: () => context.close() };
}

/** Looks at the page at the width the design is checked at (1280, or 390 on a phone). */
async function shoot(page: Page, name: string, project: string) {
	await page.setViewportSize({ width: project === 'mobile' ? 390 : 1280, height: 900 });
	await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

test('two members run an organisation: invite, publish as it, edit and check in, and the first leaves', async ({
	browser,
	page,
}, info) => {
	test.setTimeout(180_000);
	const project = info.project.name;
	const prefix = project === 'mobile' ? '/mobile' : '';
	const n = project === 'mobile' ? '2' : '1';
	const first = `1398810${n}001`;
	const second = `1398810${n}002`;
	const name = `海淀区青少年科技中心${n}`;
	const title = `周末机器人工作坊${n}`;
	const edited = `周末机器人工作坊（第二期）${n}`;
	const userCenter = (tab: string) => `${server.baseURL}${prefix}/user-center?tab=${tab}`;

	await logIn(page, server.baseURL, server.dataDir, first);
	await opened(page, userCenter('organisations'));
	const create = page.getByRole('form', { name: '创建单位' });
	await create.getByLabel('单位名称').fill(name);
	await create.getByLabel('单位类型').selectOption({ label: '科技馆' });
	await create.getByLabel('所在省份').selectOption('110000');
	await create.getByRole('button', { name: '创建' }).click();
	const mine = page.locator('.uc-orgs-item', { hasText: name });
	await expect(mine).toContainText('负责人');
	await expect(mine).toContainText('1 位成员');
	const href = await mine.getByRole('link', { name }).getAttribute('href');
	const organisationId = Number(new URL(href ?? '', server.baseURL).searchParams.get('id'));
	expect(organisationId).toBeGreaterThan(0);

	await mine.getByRole('button', { name: '成员' }).click();
	await mine.getByLabel('手机号').fill(second);
	// A 负责人, so that the first may leave: the last one cannot.
	await mine.getByLabel('角色').selectOption('owner');
	await mine.getByRole('button', { name: '邀请' }).click();
	await expect(mine).toContainText(
		`${second.slice(0, 3)}****${second.slice(7)} · 已邀请为负责人，待对方接受`,
	);
	await shoot(page, 'organisations-invited', project);

	const other = await personOf(browser, page, second);
	await opened(other.page, userCenter('organisations'));
	const invitation = other.page.locator('.uc-orgs-invitation', { hasText: name });
	await expect(invitation).toContainText('邀请您成为负责人');
	await shoot(other.page, 'organisations-invitation', project);
	await invitation.getByRole('button', { name: '接受' }).click();
	await expect(invitation).toHaveCount(0);
	await expect(other.page.locator('.uc-orgs-item', { hasText: name })).toContainText('2 位成员');

	// Starts within the hour, so that check-in is open.
	const start = Date.now() + HOUR;
	await opened(page, `${server.baseURL}${prefix}/publish-activity`);
	await fillRequiredFields(page, {
		title,
		start: toLocalInput(formatBusinessTime(start)),
		end: toLocalInput(formatBusinessTime(start + 2 * HOUR)),
	});
	await expect(page.getByLabel('发布单位', { exact: true }).locator('option:checked')).toHaveText(
		`${name}（负责人）`,
	);
	await page.getByRole('button', { name: '提交发布' }).click();
	await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();
	const view = await page.getByRole('link', { name: '查看活动' }).getAttribute('href');
	const id = Number(new URL(view ?? '', server.baseURL).searchParams.get('id'));
	expect(id).toBeGreaterThan(0);

	// The second member finds it in 我发布的, marked with the organisation, and edits it.
	await opened(other.page, userCenter('publish'));
	const listed = other.page.locator(`li.uc-item[data-activity-id="${id}"]`);
	await expect(listed.locator('.uc-item-org')).toHaveText(`发布单位：${name}（单位其他成员发布）`);
	await shoot(other.page, 'published-by-organisation', project);
	await listed.getByRole('link', { name: '编辑', exact: true }).click();
	await expect(other.page.getByLabel('活动标题')).toHaveValue(title);
	await other.page.getByLabel('活动标题').fill(edited);
	await other.page.getByRole('button', { name: '保存修改' }).click();
	await expect(other.page.getByRole('heading', { name: '修改已保存：活动已发布' })).toBeVisible();

	// Someone joins; the second member checks them in at the door.
	const visitor = await personOf(browser, page, `1398810${n}003`);
	const pass = await joinAndPass(visitor.page.request, visitor.login, id);
	await opened(other.page, `${server.baseURL}${prefix}/checkin-page?id=${id}`);
	await waitForIsland(other.page, 'CheckinStation');
	await other.page.getByLabel('手动输入签到码').fill(pass.code);
	await other.page.getByRole('button', { name: '签到', exact: true }).click();
	await expect(other.page.getByTestId('checkin-outcome')).toContainText('签到成功');
	await expect(other.page.getByTestId('checkin-counts')).toHaveText('已签到 1 / 报名 1');

	// The first leaves; the activity stays with the organisation.
	await opened(page, userCenter('organisations'));
	await mine.getByRole('button', { name: '成员' }).click();
	await mine.getByRole('button', { name: '退出该单位' }).click();
	await expect(mine).toHaveCount(0);
	await opened(page, userCenter('publish'));
	await expect(page.locator(`li.uc-item[data-activity-id="${id}"]`)).toHaveCount(0);

	await opened(other.page, userCenter('publish'));
	await expect(listed.locator('.uc-item-org')).toHaveText(`发布单位：${name}（单位其他成员发布）`);
	await listed.getByRole('link', { name: '编辑', exact: true }).click();
	await expect(other.page.getByLabel('活动标题')).toHaveValue(edited);
	await other.page.getByLabel('活动简介').fill('第二期由单位另一位负责人继续组织。');
	await other.page.getByRole('button', { name: '保存修改' }).click();
	await expect(other.page.getByRole('heading', { name: '修改已保存：活动已发布' })).toBeVisible();
	await opened(other.page, userCenter('organisations'));
	await expect(other.page.locator('.uc-orgs-item', { hasText: name })).toContainText('1 位成员');
	await shoot(other.page, 'organisations-after-leaving', project);

	await opened(visitor.page, `${server.baseURL}${prefix}/organisation-page?id=${organisationId}`);
	await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(name);
	await expect(visitor.page.getByText(edited)).toBeVisible();
	await expect(visitor.page.getByText('1 位成员')).toBeVisible();
	await shoot(visitor.page, 'organisation-page', project);
	await visitor.close();
	await other.close();
});
