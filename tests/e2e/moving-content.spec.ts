import { expect, type Page, test } from '@playwright/test';
import { SEAMLESS_SCROLL } from '../../src/islands/seamless-scroll/scroll-model';
import { waitForDemoData } from './shared-server-ready';

// The banner carousel and the newest-activities strip move only while people let them (WCAG 2.2.2).

waitForDemoData();

/** The carousel's and the strip's code comes after the load event (src/islands/after-load.ts). */
async function motionCodeLoaded(page: Page) {
	// Polled from here: the page's own timers and frames run on the test's fake clock.
	await expect
		.poll(() =>
			page.evaluate(() =>
				Boolean(customElements.get('banner-carousel') && customElements.get('seamless-scroll')),
			),
		)
		.toBe(true);
}

function homePath(isMobile: boolean) {
	return isMobile ? '/mobile/home-list' : '/home-list';
}

test('the carousel advances until its pause button is pressed, and plays again', async ({
	page,
	isMobile,
}) => {
	await page.clock.install();
	await page.goto(homePath(isMobile));
	await motionCodeLoaded(page);
	const slides = page.locator('banner-carousel [data-slides]');
	const pause = page.getByRole('button', { name: '暂停轮播' });
	await expect(pause).toBeVisible();
	await page.mouse.move(0, 0);
	await page.clock.runFor(5_500);
	await expect.poll(() => slides.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);

	await pause.click();
	await page.mouse.move(0, 0);
	// A slide already on its way (a smooth scroll, on the real clock) settles on its snap point:
	// near it, and no longer moving between two reads a quarter of a second apart.
	let lastRead = Number.NaN;
	await expect
		.poll(
			async () => {
				const { left, off } = await slides.evaluate((row) => {
					const past = row.scrollLeft % row.clientWidth;
					return { left: row.scrollLeft, off: Math.min(past, row.clientWidth - past) };
				});
				const settled = left === lastRead && off < 2;
				lastRead = left;
				return settled;
			},
			{ intervals: [250] },
		)
		.toBe(true);
	const stoppedAt = await slides.evaluate((row) => row.scrollLeft);
	await page.clock.runFor(20_000);
	expect(await slides.evaluate((row) => row.scrollLeft)).toBe(stoppedAt);

	await page.getByRole('button', { name: '播放轮播' }).click();
	await page.mouse.move(0, 0);
	await page.getByRole('heading', { name: '联合行动' }).first().click();
	await page.clock.runFor(5_500);
	await expect.poll(() => slides.evaluate((row) => row.scrollLeft)).not.toBe(stoppedAt);
});

test('the newest-activities strip rotates until paused', async ({ page, isMobile }) => {
	await page.clock.install();
	await page.goto(homePath(isMobile));
	await motionCodeLoaded(page);
	const strip = page.locator('seamless-scroll');
	await expect(strip).toHaveAttribute('data-running', '');
	await page.getByRole('button', { name: '暂停滚动' }).click();
	await expect(page.getByRole('button', { name: '开始滚动' })).toBeVisible();
	await page.mouse.move(0, 0);
	const track = strip.locator('.seamless-track');
	const at = await track.evaluate((node) => getComputedStyle(node).transform);
	// Past the rest between two moves on the page's clock: a move still due would have begun.
	await page.clock.runFor(SEAMLESS_SCROLL.waitMs * 3);
	expect(await track.evaluate((node) => getComputedStyle(node).transform)).toBe(at);
	expect(await track.evaluate((node) => node.getAnimations().length)).toBe(0);
});

test('with reduced motion neither moves until played', async ({ page, isMobile }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.clock.install();
	await page.goto(homePath(isMobile));
	await motionCodeLoaded(page);
	await page.clock.runFor(12_000);
	expect(
		await page.locator('banner-carousel [data-slides]').evaluate((row) => row.scrollLeft),
	).toBe(0);
	await expect(page.locator('seamless-scroll')).not.toHaveAttribute('data-running', '');
	await page.getByRole('button', { name: '开始滚动' }).click();
	await expect(page.locator('seamless-scroll')).toHaveAttribute('data-running', '');
});
