import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { ActivitySummary } from '../../src/lib/api/activity-types';
import type { ResourceSummary } from '../../src/lib/api/content-types';
import type { Page as ListPage } from '../../src/lib/api/types';
import { waitForIsland } from './chrome-helpers';
import { agreeAndSubmit } from './join-consent';
import { fillRequiredFields, makePng } from './publish-fixtures';

/** What a state's steps may use: the layout and ids of demo records found through the API. */
export interface StateContext {
	isMobile: boolean;
	activityId: number;
	videoId: number;
	articleId: number;
}

/**
 * One state of a page. `query` navigates afresh (to the route's path plus `query`); without it
 * the state continues on the page the previous state left. `include` narrows the scan to what
 * the steps changed. `as` is who looks: a visitor unless a mobile number is given.
 */
export interface PageState {
	name: string;
	query?: (context: StateContext) => string;
	act?: (page: Page, context: StateContext) => Promise<void>;
	include?: (context: StateContext) => string;
	/** Logged in even on a public page. */
	loggedIn?: true;
	desktopOnly?: true;
	mobileOnly?: true;
}

/** Demo publishers with activities, messages and materials (server/db/seed/seed-demo.ts). */
export const PUBLISHER_BY_LAYOUT = { desktop: '13800000001', mobile: '13800000002' };
export const ADMIN_MOBILE = '13800000000';

type Api = <T>(path: string, data: object) => Promise<T>;

const apiOf =
	(request: APIRequestContext, origin: string): Api =>
	async (path, data) => {
		const response = await request.post(`${origin}/api${path}`, { data });
		const body = (await response.json()) as { code: number; data: never };
		expect(body.code, `${path} answers code 0`).toBe(0);
		return body.data;
	};

/** An upcoming activity with free seats, a video and an article from the demo data. */
export async function findDemoRecords(
	request: APIRequestContext,
	origin: string,
): Promise<Omit<StateContext, 'isMobile'>> {
	const callApi = apiOf(request, origin);
	const activities = await callApi<ListPage<ActivitySummary>>('/activity/getActivityList', {
		phase: 'upcoming',
		sort: 'start',
		pageSize: 30,
	});
	const activity = activities.items.find(
		(item) => item.capacity === null || item.capacity - item.join_count > 2,
	);
	const resources = await callApi<ListPage<ResourceSummary>>('/resource/getResourceList', {
		pageSize: 50,
	});
	const video = resources.items.find((item) => item.type === 'video');
	const article = resources.items.find((item) => item.type === 'article');
	if (!activity || !video || !article)
		throw new Error('the demo data lacks an activity or resource');
	return { activityId: activity.id, videoId: video.id, articleId: article.id };
}

/** Opens a menu button from the keyboard (a click would race the desktop menus' hover opening). */
async function openMenu(page: Page, button: Locator) {
	await button.focus();
	await page.keyboard.press('ArrowDown');
	await expect(button).toHaveAttribute('aria-expanded', 'true');
}

const menuNamed = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const openMobileFilters = async (page: Page) => {
	const summary = page.locator('details.mobile-filters > summary');
	if (await summary.count()) await summary.click();
};

/** Opens a tab of the user centre (closing a dialog left open) once its list has loaded. */
function userCentreTab(tab: string, wholePage = false): PageState {
	return {
		name: `tab ${tab}`,
		act: async (page) => {
			if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
			await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
			await expect(page.getByRole('tabpanel')).toBeVisible();
			await expect(page.getByRole('tabpanel').getByText('正在加载…')).toHaveCount(0);
		},
		...(!wholePage && { include: () => '[role="tabpanel"]' }),
	};
}

const listStates: PageState[] = [
	{ name: 'first page' },
	{
		name: 'filtered',
		query: () => '?province_code=110000&audience=3&mode=offline&sort=start',
		act: openMobileFilters,
	},
	{ name: 'empty result', query: () => '?keyword=没有这样的活动名称' },
	{ name: 'bad filter (400)', query: () => '?start_date=2025-13' },
];

/** Steps beyond "loaded" for each route path; a route missing here is scanned as it loads. */
export const STATES: Record<string, PageState[]> = {
	// `/` only redirects to /home-list (routing.spec.ts), which is scanned under its own path.
	'/': [],
	'/login': [
		{ name: 'form', act: (page) => waitForIsland(page, 'LoginPanel') },
		{
			name: 'field errors',
			act: async (page) => {
				await page.getByRole('button', { name: '登录', exact: true }).click();
				await expect(page.getByText('请输入手机号', { exact: true }).last()).toBeVisible();
			},
		},
	],
	'/home-list': [
		{ name: 'loaded' },
		{
			name: 'joint-action menu open',
			desktopOnly: true,
			act: (page) => openMenu(page, menuNamed(page, '联合行动')),
			include: () => 'header.site-header',
		},
		{
			name: 'personal menu open',
			desktopOnly: true,
			act: (page) => openMenu(page, menuNamed(page, '个人中心')),
			include: () => 'header.site-header',
		},
		{
			name: 'menu open',
			mobileOnly: true,
			act: async (page) => {
				await waitForIsland(page, 'MobileMenu');
				await openMenu(page, menuNamed(page, '菜单'));
			},
			include: () => '.mobile-menu',
		},
	],
	'/list-page': listStates,
	'/united-list': [{ name: 'joint action 1', query: () => '?lh_type=1' }],

	'/detail-page': [
		{ name: 'visitor', query: (c) => `?id=${c.activityId}` },
		{
			name: 'share panel open',
			act: async (page) => {
				await page.getByRole('button', { name: '分享', exact: true }).click();
				await expect(page.locator('.share-panel')).toBeVisible();
			},
			include: () => '.share',
		},
		{
			name: 'joined',
			loggedIn: true,
			query: (c) => `?id=${c.activityId}`,
			act: async (page) => {
				await waitForIsland(page, 'ActivityActions');
				const join = page.getByRole('button', { name: /立即报名|已报名/ });
				if (await join.isEnabled()) {
					await join.click();
					await agreeAndSubmit(page);
				}
				await expect(page.getByRole('button', { name: /已报名/ })).toBeDisabled();
			},
		},
	],
	'/resource-detail': [
		{ name: 'video', query: (c) => `?id=${c.videoId}` },
		{ name: 'article', query: (c) => `?id=${c.articleId}` },
	],
	'/user-center': [
		userCentreTab('我发布的', true),
		{
			name: 'materials panel open',
			act: async (page) => {
				await page.getByRole('button', { name: '活动资料' }).first().click();
				await expect(page.locator('section.materials').first()).toBeVisible();
			},
			include: () => 'section.materials',
		},
		{
			name: 'cancel confirmation open',
			act: async (page) => {
				await page.getByRole('button', { name: '取消活动' }).first().click();
				await expect(page.getByRole('alertdialog', { name: '取消活动' })).toBeVisible();
			},
			include: () => 'dialog[open]',
		},
		userCentreTab('我报名的'),
		userCentreTab('消息'),
		{
			name: 'account menu open',
			desktopOnly: true,
			act: (page) => openMenu(page, page.locator('.header-user > button')),
			include: () => 'header.site-header',
		},
	],
	'/publish-activity': [
		{ name: 'empty', act: (page) => expect(page.locator('form.pf-form')).toBeVisible() },
		{
			name: 'field errors',
			act: async (page) => {
				await page.getByRole('button', { name: '提交发布' }).click();
				await expect(page.getByLabel('活动标题')).toHaveAttribute('aria-invalid', 'true');
			},
			include: () => 'form.pf-form',
		},
		{
			name: 'filled with a cover',
			act: async (page) => {
				await fillRequiredFields(page, { title: '无障碍检查的活动' });
				await page.getByLabel('封面图片').setInputFiles(await makePng());
				await expect(page.getByRole('button', { name: /^封面焦点/ })).toBeVisible();
			},
			include: () => 'form.pf-form',
		},
		{
			name: 'sent',
			act: async (page) => {
				await page.getByRole('button', { name: '提交发布' }).click();
				await expect(page.getByRole('heading', { name: '活动已发布' })).toBeVisible();
			},
		},
	],
	'/admin': [
		{ name: 'console', desktopOnly: true },
		{
			name: 'reject reason missing',
			desktopOnly: true,
			act: async (page) => {
				const item = page.locator('li[data-activity-id]').first();
				await item.getByRole('button', { name: '驳回' }).click();
				await item.getByRole('button', { name: '确认驳回' }).click();
				await expect(item.getByLabel(/驳回原因/)).toHaveAccessibleDescription('请填写驳回原因');
			},
		},
		{ name: 'forbidden to a publisher (403)', mobileOnly: true },
	],
	// A new user is neither the organiser nor an admin; the station itself is scanned in checkin-views.
	'/checkin-page': [
		{ name: 'forbidden to another user (403)', query: (c) => `?id=${c.activityId}` },
	],
	'/404': [{ name: 'page' }],
	'/500': [{ name: 'page' }],
};
