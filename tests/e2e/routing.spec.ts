import { expect, type Page, test } from '@playwright/test';
import { RESIZE_THROTTLE_MS } from '../../src/lib/device';

/**
 * Resizes the window and, on the page's clock (installed before), runs past the throttled device
 * check that follows the resize event, so that a switch to the other layout would have begun.
 */
async function resizeAndCheckDevice(page: Page, width: number, height: number) {
	type Waiting = { resized?: Promise<void> };
	await page.evaluate((target) => {
		(window as unknown as Waiting).resized = new Promise<void>((done) => {
			const onResize = () => {
				if (window.innerWidth !== target) return;
				window.removeEventListener('resize', onResize);
				done();
			};
			window.addEventListener('resize', onResize);
		});
	}, width);
	await page.setViewportSize({ width, height });
	await page.evaluate(() => (window as unknown as Waiting).resized);
	await page.clock.runFor(RESIZE_THROTTLE_MS * 2);
}

const TITLED_PATHS: Array<[string, string]> = [
	['/home-list', '首页'],
	['/list-page', '全部活动'],
	['/education-united-list', '科普教育基地联合行动'],
	['/united-list?lh_type=1', '全国学会联合行动'],
	['/detail-page?id=1', '活动详情'],
	['/resources-page', '资源中心'],
	['/resource-detail?id=1', '资源详情'],
	['/login?redirect=%2Fhome-list', '登录'],
];

test.describe('routing', () => {
	test('titles each public page with its route title and the campaign name, detail pages with the name first', async ({
		page,
	}) => {
		for (const [path, title] of TITLED_PATHS) {
			await page.goto(path);
			// Detail pages put the activity's or resource's name first (docs/routes.md, "Titles").
			const named = path.includes('detail');
			await expect(page).toHaveTitle(
				named ? new RegExp(`. - ${title} - 2025年全国科普月$`) : `${title} - 2025年全国科普月`,
			);
			await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
		}
	});

	test('sends / home and an unknown path to a 404 page with a way home', async ({ page }) => {
		await page.goto('/');
		await expect(page).toHaveURL(/\/home-list$/);
		const response = await page.goto('/no/such/page');
		expect(response?.status()).toBe(404);
		await expect(page).toHaveURL(/\/404$/);
		await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
		await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
	});

	test('answers /500 with HTTP 500 and a way home', async ({ page }) => {
		const response = await page.goto('/500');
		expect(response?.status()).toBe(500);
		await expect(page.getByRole('heading', { name: '服务器错误' })).toBeVisible();
	});

	test('sends a visitor without a session from the user centre to login and back', async ({
		page,
	}) => {
		await page.goto('/user-center?tab=joined');
		await expect(page).toHaveURL(/\/login\?redirect=/);
		const redirect = new URL(page.url()).searchParams.get('redirect');
		expect(redirect).toMatch(/^\/(mobile\/)?user-center\?tab=joined$/);
	});

	test('gives /login without a query the previous page as its redirect', async ({ page }) => {
		await page.goto('/login', { referer: `${test.info().project.use.baseURL}/list-page?page=2` });
		await expect(page).toHaveURL(/\/login\?redirect=%2F(mobile%2F)?list-page%3Fpage%3D2$/);
		await page.goto('/login');
		await expect(page).toHaveURL(/\/login\?redirect=%2Fhome-list$/);
	});
});

test.describe('device on a desktop browser @desktop', () => {
	test('moves to the mobile layout when narrowed and back when widened', async ({ page }) => {
		await page.goto('/list-page?keyword=%E7%A7%91%E6%99%AE');
		await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');

		await page.setViewportSize({ width: 390, height: 844 });
		await expect(page).toHaveURL(/\/mobile\/list-page\?keyword=%E7%A7%91%E6%99%AE&_t=\d+$/);
		await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
		const fontSize = await page.evaluate(() => document.documentElement.style.fontSize);
		expect(Number.parseFloat(fontSize)).toBeCloseTo((100 * 390) / 750, 3);

		await page.setViewportSize({ width: 1280, height: 800 });
		await expect(page).toHaveURL(/\/list-page\?keyword=%E7%A7%91%E6%99%AE&_t=\d+$/);
		await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
	});

	test('stays on the desktop layout through a moment at 1 px wide, as a full-page capture makes', async ({
		page,
	}) => {
		await page.clock.install();
		await page.goto('/list-page');
		await page.setViewportSize({ width: 1, height: 1 });
		await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1);
		await resizeAndCheckDevice(page, 1440, 900);
		await expect(page).toHaveURL(/\/list-page$/);
		await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
	});

	test('keeps a desktop browser on a /mobile address off the mobile layout', async ({ page }) => {
		await page.goto('/mobile/resources-page');
		await expect(page).toHaveURL(/\/resources-page$/);
	});
});

test.describe('device on a phone @mobile', () => {
	test('redirects a mobile user agent to the /mobile twin, keeping the query', async ({ page }) => {
		await page.goto('/detail-page?id=42');
		await expect(page).toHaveURL(/\/mobile\/detail-page\?id=42$/);
		await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
	});

	test('sizes the root font from the viewport before first paint', async ({ page }) => {
		await page.goto('/mobile/home-list');
		const { width, fontSize } = await page.evaluate(() => ({
			width: window.innerWidth,
			fontSize: document.documentElement.style.fontSize,
		}));
		expect(Number.parseFloat(fontSize)).toBeCloseTo((100 * width) / 750, 3);
	});

	test('stays on the mobile layout when the window is wide', async ({ page }) => {
		await page.clock.install();
		await page.goto('/mobile/home-list');
		await resizeAndCheckDevice(page, 1280, 800);
		await expect(page).toHaveURL(/\/mobile\/home-list$/);
	});
});
