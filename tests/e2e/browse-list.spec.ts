import { expect, type Page, test } from '@playwright/test';
import type { ActivityDetail, ActivitySummary } from '../../src/lib/api/activity-types';
import type { Page as ListPage } from '../../src/lib/api/types';

/** Calls a read endpoint of the portal API and unwraps its envelope. */
async function callApi<T>(page: Page, path: string, data: object): Promise<T> {
	const response = await page.request.post(`/api${path}`, { data });
	const body = (await response.json()) as { code: number; data: T };
	expect(body.code, `${path} answers code 0`).toBe(0);
	return body.data;
}

async function listedIds(page: Page): Promise<number[]> {
	return page
		.locator('[data-activity-id]')
		.evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.activityId)));
}

async function openMobileFilters(page: Page) {
	const details = page.locator('details.mobile-filters');
	if (
		(await details.count()) &&
		!(await details.evaluate((node) => (node as HTMLDetailsElement).open))
	) {
		await details.locator('summary').click();
	}
}

test('filtering the list by province and audience shows only matching activities', async ({
	page,
}) => {
	const sample = await callApi<ListPage<ActivitySummary>>(page, '/activity/getActivityList', {
		audience: 3,
		pageSize: 1,
	});
	const province = sample.items[0];
	expect(province, 'the demo data has an activity for 青少年').toBeDefined();
	const provinceCode = province?.province_code ?? '';

	await page.goto('/list-page');
	await openMobileFilters(page);
	const filters = page.getByRole('search', { name: '筛选活动' });
	// Walk-through m14: a province change used to apply at once, with any chips chosen before it.
	// Now it only loads its cities, and every choice applies together on 筛选.
	const listAddress = page.url();
	await filters.getByLabel('省份', { exact: true }).selectOption(provinceCode);
	const city = filters.getByLabel('城市', { exact: true });
	await expect(city).toBeEnabled();
	await expect(city.locator('option')).not.toHaveCount(1);
	await filters
		.getByRole('group', { name: '面向人群' })
		.getByText('青少年', { exact: true })
		.click();
	expect(page.url()).toBe(listAddress);
	await filters.getByRole('button', { name: '筛选' }).click();
	await page.waitForURL(/audience=3/);
	expect(new URL(page.url()).searchParams.get('province_code')).toBe(provinceCode);

	const ids = await listedIds(page);
	expect(ids.length).toBeGreaterThan(0);
	for (const id of ids) {
		const detail = await callApi<ActivityDetail>(page, '/activity/getActDetail', { id });
		expect(detail.province_code).toBe(provinceCode);
		expect(detail.audiences).toContain(3);
	}
	const total = await callApi<ListPage<ActivitySummary>>(page, '/activity/getActivityList', {
		province_code: provinceCode,
		audience: 3,
	});
	await expect(page.getByTestId('result-total')).toContainText(`共 ${total.total} 场活动`);
});

test('a shared filtered link reproduces the list, and a bad filter names the field', async ({
	page,
}) => {
	const response = await page.goto('/list-page?mode=online&sort=start');
	expect(response?.headers()['cache-control']).toContain('public');
	for (const id of (await listedIds(page)).slice(0, 4)) {
		const detail = await callApi<ActivityDetail>(page, '/activity/getActDetail', { id });
		expect(detail.mode).toBe('online');
	}
	const bad = await page.goto('/list-page?start_date=2025-13');
	expect(bad?.status()).toBe(400);
	await expect(page.getByRole('alert')).toContainText('开始日期格式应为 YYYY-MM-DD');
	// Walk-through m14: a reversed range answered 共 0 场活动 and nothing else.
	const reversed = await page.goto('/list-page?start_date=2025-12-31&end_date=2025-12-01');
	expect(reversed?.status()).toBe(400);
	await expect(page.getByRole('alert')).toContainText('结束日期不能早于开始日期');
});

test('the list filters by state (已结束), and offers the education bases among the joint actions', async ({
	page,
}) => {
	await page.goto('/list-page');
	await openMobileFilters(page);
	const filters = page.getByRole('search', { name: '筛选活动' });
	await filters
		.getByRole('group', { name: '活动状态' })
		.getByText('已结束', { exact: true })
		.click();
	await filters.getByRole('button', { name: '筛选' }).click();
	await page.waitForURL(/phase=ended/);
	const ended = await callApi<ListPage<ActivitySummary>>(page, '/activity/getActivityList', {
		phase: 'ended',
	});
	await expect(page.getByTestId('result-total')).toContainText(`共 ${ended.total} 场活动`);
	for (const id of (await listedIds(page)).slice(0, 4)) {
		const detail = await callApi<ActivityDetail>(page, '/activity/getActDetail', { id });
		expect(detail.phase).toBe('ended');
	}

	await openMobileFilters(page);
	await filters
		.getByRole('group', { name: '联合行动' })
		.getByRole('link', { name: '科普教育基地' })
		.click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('科普教育基地联合行动');
});

test('each joint-action page lists only its own activities', async ({ page, isMobile }) => {
	const actions = [
		{ lhType: 1, name: '全国学会联合行动' },
		{ lhType: 2, name: '高校科协联合行动' },
		{ lhType: 3, name: '企业科协联合行动' },
		{ lhType: 5, name: '现代科技馆体系联合行动' },
		{ lhType: 6, name: '全国农技协联合行动' },
		{ lhType: 7, name: '科普阅读进万家联合行动' },
	];
	for (const action of actions) {
		await page.goto(`/united-list?lh_type=${action.lhType}`);
		if (isMobile)
			await expect(page).toHaveURL(new RegExp(`/mobile/list-page\\?lh_type=${action.lhType}`));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(action.name);
		await expect(page).toHaveTitle(`${action.name} - 2025年全国科普月`);
		const [first] = await listedIds(page);
		expect(first, `${action.name} has activities`).toBeDefined();
		const detail = await callApi<ActivityDetail>(page, '/activity/getActDetail', { id: first });
		expect(detail.lh_type).toBe(action.lhType);
	}
});

test('the education-base page lists its bases and the activities of the one picked', async ({
	page,
}) => {
	await page.goto('/education-united-list');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('科普教育基地联合行动');
	const base = page.locator('.bases a').first();
	const name = (await base.locator('.name').textContent()) ?? '';
	await base.click();
	await page.waitForURL(/education_base=\d+/);
	const baseId = Number(new URL(page.url()).searchParams.get('education_base'));
	await expect(page.getByRole('heading', { name: `${name}的活动` })).toBeVisible();
	const ids = await listedIds(page);
	expect(ids.length).toBeGreaterThan(0);
	for (const id of ids.slice(0, 4)) {
		const detail = await callApi<ActivityDetail>(page, '/activity/getActDetail', { id });
		expect(detail.education_base_id).toBe(baseId);
	}
});

test('a phone list adds the next page under the cards with 加载更多, without leaving the page @mobile', async ({
	page,
}) => {
	await page.goto('/mobile/list-page');
	const cards = page.getByTestId('activity-list').locator(':scope > li');
	await expect(cards).toHaveCount(10);
	const more = page.getByRole('link', { name: /^加载更多/ });
	await expect(more).toHaveText(/（已显示 10 \/ \d+）/);
	const firstTitle = await cards.first().textContent();
	await page.waitForFunction(() => customElements.get('load-more') !== undefined);
	await more.tap();
	await expect(cards).toHaveCount(20);
	await expect(page).toHaveURL(/\/mobile\/list-page$/);
	await expect(cards.first()).toHaveText(firstTitle ?? '');
	await expect(more).toHaveText(/（已显示 20 \/ \d+）/);
	await expect(page.getByText(/^\d+ \/ \d+$/)).toHaveCount(0);
});
