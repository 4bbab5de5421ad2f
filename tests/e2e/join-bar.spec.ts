import { expect, type Page, test } from '@playwright/test';
import { findLastContentCovered } from './chrome-overlap';
import { waitForDemoData } from './shared-server-ready';

// On a phone's activity page the join button stays in a bar docked at the bottom of the window,
// over nothing: the page's end is kept clear of it, in 长辈模式 too.

waitForDemoData();

const VIEWPORTS = [
	{ width: 320, height: 568 },
	{ width: 360, height: 640 },
	{ width: 390, height: 844 },
	{ width: 414, height: 736 },
];

/** Where the join button is not in view, or something else is drawn over its middle. */
function findJoinButtonHidden(page: Page): Promise<string> {
	return page
		.getByTestId('join-area')
		.locator('.join-main')
		.evaluate((button) => {
			const box = button.getBoundingClientRect();
			if (box.top < 0 || box.bottom > window.innerHeight) return `at ${box.top}–${box.bottom}`;
			const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
			return top && button.contains(top) ? '' : `under ${top?.outerHTML.slice(0, 60)}`;
		});
}

for (const elder of [false, true]) {
	test(`the join button stays in view while the page scrolls and covers nothing${elder ? ' in 长辈模式' : ''} @mobile`, async ({
		page,
	}) => {
		test.setTimeout(90_000);
		if (elder) await page.addInitScript(() => localStorage.setItem('kpy-elder', '1'));
		await page.goto('/mobile/list-page');
		const href = await page.locator('[data-testid="activity-list"] a').first().getAttribute('href');
		expect(href).toMatch(/^\/mobile\/detail-page\?id=\d+$/);
		const problems: string[] = [];
		for (const viewport of VIEWPORTS) {
			await page.setViewportSize(viewport);
			await page.goto(href ?? '');
			await expect(page.getByTestId('join-area')).toBeVisible();
			const end = await page.evaluate(
				() => document.documentElement.scrollHeight - window.innerHeight,
			);
			expect(end, 'the page scrolls').toBeGreaterThan(0);
			for (let y = 0; y < end + viewport.height; y += viewport.height / 2) {
				await page.evaluate((y) => window.scrollTo(0, y), y);
				const hidden = await findJoinButtonHidden(page);
				if (hidden) problems.push(`${viewport.width} scrolled to ${y}: join button ${hidden}`);
			}
			for (const problem of await findLastContentCovered(page, '.join-area-row, .read-aloud')) {
				problems.push(`${viewport.width}: ${problem}`);
			}
		}
		expect(problems).toEqual([]);
	});
}
