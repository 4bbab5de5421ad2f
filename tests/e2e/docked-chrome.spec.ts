import { expect, type Page, test } from '@playwright/test';
import { findCovered, findLastContentCovered, findPartCovered } from './chrome-overlap';
import { waitForDemoData } from './shared-server-ready';

// The bars that stay in view (长辈模式's read-aloud bar, the phone menu, the phone join bar) are
// docked in room of their own: at the top of a page, with a named part scrolled up into view, and
// at the end of the page, no content lies under them.

waitForDemoData();

const DESKTOP_WIDTHS = [1024, 1100, 1150, 1199, 1280, 1440, 1920];
const PHONE_WIDTHS = [320, 360, 390, 414];

/** Parts the walk-through found covered, by page: the last match is scrolled up into view. */
const DESKTOP_PAGES = [
	{ path: '/home-list', part: '.home-figures dd' },
	{ path: '/list-page', part: 'label.chip' },
	{ path: '/campaign-figures', part: 'path.inset' },
];
const PHONE_PAGES = [
	{ path: '/mobile/home-list', part: '.home-figures a' },
	{ path: '/mobile/list-page', part: '[data-testid="activity-list"] a' },
	{ path: '/mobile/campaign-figures', part: 'path.inset' },
];

function turnOnElderMode(page: Page) {
	return page.addInitScript(() => localStorage.setItem('kpy-elder', '1'));
}

async function findProblems(page: Page, chrome: string, part: string): Promise<string[]> {
	const atTop = await findCovered(page, chrome);
	const scrolled = await findPartCovered(page, chrome, part);
	const atEnd = await findLastContentCovered(page, chrome);
	return [...atTop, ...scrolled, ...atEnd];
}

test('长辈模式’s read-aloud bar covers nothing at desktop widths @desktop', async ({ page }) => {
	test.setTimeout(120_000);
	await turnOnElderMode(page);
	const problems: string[] = [];
	for (const width of DESKTOP_WIDTHS) {
		await page.setViewportSize({ width, height: 800 });
		for (const { path, part } of DESKTOP_PAGES) {
			await page.goto(path);
			await expect(page.getByRole('region', { name: '朗读' })).toBeVisible();
			for (const problem of await findProblems(page, '.read-aloud', part)) {
				problems.push(`${width} ${path}: ${problem}`);
			}
		}
	}
	expect(problems).toEqual([]);
});

for (const elder of [false, true]) {
	const mode = elder ? ' in 长辈模式' : '';
	test(`the phone menu${elder ? ' and read-aloud bar' : ''} cover nothing and fit${mode} @mobile`, async ({
		page,
	}) => {
		test.setTimeout(120_000);
		if (elder) await turnOnElderMode(page);
		const problems: string[] = [];
		for (const width of PHONE_WIDTHS) {
			await page.setViewportSize({ width, height: 740 });
			for (const { path, part } of PHONE_PAGES) {
				await page.goto(path);
				const menu = page.getByRole('button', { name: '菜单' });
				await expect(menu).toBeVisible();
				const { right, innerWidth, scrollWidth } = await menu.evaluate((button) => ({
					right: button.getBoundingClientRect().right,
					innerWidth: window.innerWidth,
					scrollWidth: document.documentElement.scrollWidth,
				}));
				if (right > innerWidth || scrollWidth > innerWidth) {
					problems.push(`${width} ${path}: menu ends at ${right}, page ${scrollWidth} wide`);
				}
				const chrome = '.mobile-menu, .read-aloud';
				for (const problem of await findProblems(page, chrome, part)) {
					problems.push(`${width} ${path}: ${problem}`);
				}
			}
		}
		expect(problems).toEqual([]);
	});
}
