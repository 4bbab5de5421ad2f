import { expect, test } from '@playwright/test';

test.describe('scroll position @desktop', () => {
	test.beforeEach(async ({ page }) => {
		// Placeholder pages are short; make every page tall enough to scroll.
		await page.addInitScript(() => {
			document.addEventListener('DOMContentLoaded', () => {
				const spacer = document.createElement('div');
				spacer.style.height = '5000px';
				document.body.append(spacer);
			});
		});
	});

	test('comes back after 800 ms on back navigation and starts at the top otherwise', async ({
		page,
	}) => {
		await page.goto('/list-page');
		// The browser's own restoration is off, so what comes back is ours, on our schedule.
		expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
		await page.evaluate(() => window.scrollTo(0, 1500));
		await page.goto('/resources-page');
		expect(await page.evaluate(() => window.scrollY)).toBe(0);

		await page.goBack();
		await expect(page).toHaveURL(/\/list-page$/);
		await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(1500);

		await page.goto('/list-page');
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
		// A back navigation scrolls 800 ms after the load; a new one must not move in well over that.
		// (The page clock cannot stand in here: with it installed the page stops answering.)
		await expect(
			page.waitForFunction(() => window.scrollY !== 0, undefined, { timeout: 1500 }),
		).rejects.toThrow(/Timeout/);
	});
});
