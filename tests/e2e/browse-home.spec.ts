import { expect, test } from '@playwright/test';
import { SEAMLESS_SCROLL } from '../../src/islands/seamless-scroll/scroll-model';
import type { ActivityDetail } from '../../src/lib/api/activity-types';

test('picking a calendar day lists that day’s activities', async ({ page }) => {
	await page.goto('/home-list');
	const calendar = page.locator('#calendar');
	const day = calendar.locator('td.busy:not(.outside) a:not([aria-current])').first();
	const date = (await day.getAttribute('data-date')) ?? '';
	await day.click();
	await page.waitForURL(new RegExp(`date=${date}`));
	await expect(calendar.locator('a[aria-current="date"]')).toHaveAttribute('data-date', date);
	const [, month, dayOfMonth] = date.split('-').map(Number);
	await expect(
		calendar.getByRole('heading', { name: `${month}月${dayOfMonth}日的活动` }),
	).toBeVisible();

	const ids = await calendar
		.locator('[data-activity-id]')
		.evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.activityId)));
	expect(ids.length).toBeGreaterThan(0);
	for (const id of ids) {
		const response = await page.request.post('/api/activity/getActDetail', { data: { id } });
		const { data } = (await response.json()) as { data: ActivityDetail };
		expect(data.start_time.slice(0, 10) <= date && data.end_time.slice(0, 10) >= date).toBe(true);
	}
});

test('the home page shows banners, joint actions, featured activities and a moving latest list', async ({
	page,
}) => {
	await page.goto('/home-list');
	await expect(page.locator('banner-carousel img').first()).toBeVisible();
	await expect(page.getByRole('heading', { name: '联合行动' })).toBeVisible();
	await expect(page.getByRole('link', { name: /科普教育基地联合行动/ }).first()).toBeVisible();
	await expect(page.getByRole('heading', { name: '精选活动' })).toBeVisible();
	const strip = page.locator('seamless-scroll');
	await expect(strip).toHaveAttribute('data-running', '');
	const track = strip.locator('.seamless-track');
	await expect
		.poll(() => track.evaluate((node) => (node as HTMLElement).style.transform))
		.toMatch(/translateY\(-/);
});

test('the resource centre filters by type and opens a video and an article', async ({ page }) => {
	await page.goto('/resources-page');
	await page.getByRole('link', { name: '科普视频' }).click();
	await page.waitForURL(/type=video/);
	const list = page.getByTestId('resource-list');
	await expect(list.locator('.type.video').first()).toBeVisible();
	await expect(list.locator('.type.article')).toHaveCount(0);
	const title = (await list.locator('h3').first().textContent()) ?? '';
	await list.locator('a').first().click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
	await expect(page.locator('[data-player-slot] video')).toBeVisible();

	await page.goBack();
	await page.getByRole('link', { name: '科普文章' }).click();
	await page.waitForURL(/type=article/);
	const article = page.getByTestId('resource-list').locator('a').first();
	const articleTitle = (await article.locator('h3').textContent()) ?? '';
	await article.click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle);
	await expect(page.locator('.rich-text')).toBeVisible();
});

test('the latest list stands still under reduced motion and while the pointer rests on it', async ({
	page,
}) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.goto('/home-list');
	const strip = page.locator('seamless-scroll');
	await expect(strip.locator('li').first()).toBeVisible();
	await expect(strip).not.toHaveAttribute('data-running', '');
	await expect(strip.locator('.seamless-track')).toHaveCount(0);

	await page.emulateMedia({ reducedMotion: 'no-preference' });
	await page.clock.install();
	await page.reload();
	await expect(strip).toHaveAttribute('data-running', '');
	await strip.hover();
	const track = strip.locator('.seamless-track');
	const rested = await track.evaluate((node) => (node as HTMLElement).style.transform);
	// Past the rest between two moves on the page's clock: a move still due would have begun.
	await page.clock.runFor(SEAMLESS_SCROLL.waitMs * 3);
	expect(await track.evaluate((node) => (node as HTMLElement).style.transform)).toBe(rested);
	expect(
		await track.evaluate(
			(node) => node.getAnimations().filter((move) => move.playState === 'running').length,
		),
	).toBe(0);
});
