import { expect, type Page, test } from '@playwright/test';
import { findDemoRecords } from './a11y-page-states';
import { findHeaderOverflow } from './header-fit';
import { logIn } from './publish-login';
import {
	openPublishingDemoServer,
	type PortalServer,
	SERVER_START_TIMEOUT_MS,
} from './publish-server';

// The desktop layout from the narrowest desktop width (769 px) up: no sideways scroll, every
// header label on one line, the header's rows inside it, clear of the page, and the home hero whole. Screenshots of each page and width go to the test's output folder.

const WIDTHS = [800, 1024, 1280, 1440, 1920];
const PUBLISHER = '13800000001';

let own: PortalServer;
let pages: { name: string; path: string }[];

test.beforeAll(async ({ request }) => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	own = await openPublishingDemoServer();
	const ids = await findDemoRecords(request, own.baseURL);
	pages = [
		{ name: 'home', path: '/home-list' },
		{ name: 'list', path: '/list-page' },
		{ name: 'detail', path: `/detail-page?id=${ids.activityId}` },
		{ name: 'resources', path: '/resources-page' },
		{ name: 'resource-detail', path: `/resource-detail?id=${ids.videoId}` },
		{ name: 'united-list', path: '/united-list?lh_type=1' },
		{ name: 'education-list', path: '/education-united-list' },
		{ name: 'user-center', path: '/user-center' },
		{ name: 'publish', path: '/publish-activity' },
	];
});

/** Header texts (menu entries, publish, account, outside link, logo) drawn on more than one line. */
function findWrappedLabels(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const header = document.querySelector('.site-header');
		if (!header) return ['no site header'];
		const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
		const wrapped: string[] = [];
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const text = node.textContent?.trim() ?? '';
			if (!text) continue;
			const range = document.createRange();
			range.selectNodeContents(node);
			const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
			const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
			if (lines > 1) wrapped.push(`${text} (${lines} lines)`);
		}
		return wrapped;
	});
}

/**
 * The home hero: the banner's caption inside its slide, the 最新发布 list level with the banner's
 * picture at top and bottom when beside it, and its titles given room for at least six characters.
 */
function findHeroProblems(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const slide = document.querySelector('.hero .slides li a');
		const caption = slide?.querySelector('.caption');
		const banner = document.querySelector('.hero .carousel');
		const latest = document.querySelector('.hero .latest');
		if (!slide || !caption || !banner || !latest) return ['no hero'];
		const problems: string[] = [];
		const box = (element: Element) => element.getBoundingClientRect();
		if (box(caption).top < box(slide).top - 1) {
			problems.push(`banner caption cut: ${Math.round(box(slide).top - box(caption).top)} px`);
		}
		const picture = banner.querySelector('.slides') ?? banner;
		if (box(latest).left >= box(banner).right) {
			const top = box(latest).top - box(picture).top;
			const bottom = box(latest).bottom - box(picture).bottom;
			if (Math.abs(top) > 2 || Math.abs(bottom) > 2) {
				problems.push(
					`最新发布 off the banner: top ${Math.round(top)}, bottom ${Math.round(bottom)} px`,
				);
			}
		}
		const title = latest.querySelector('.title');
		if (title) {
			const size = Number.parseFloat(getComputedStyle(title).fontSize);
			if (box(title).width < 6 * size) problems.push(`最新发布 titles ${box(title).width} px`);
		}
		return problems;
	});
}

/**
 * A screenshot of the whole page for a person to look at. Playwright's fullPage capture overrides
 * the window's metrics for a moment, and the page's device watcher can take that for a phone and
 * move to the mobile layout; a viewport as tall as the page keeps the width as it is.
 */
async function saveScreenshot(page: Page, path: string) {
	const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	await page.setViewportSize({ width: viewport.width, height: Math.min(height, 8000) });
	await page.screenshot({ path, animations: 'disabled' });
	await page.setViewportSize(viewport);
}

/** Every few pixels from the narrowest desktop to a wide screen: a band of overflow shows. */
const SWEEP = { from: 769, to: 1920, step: 7 };

test(`the header fits every width from ${SWEEP.from} to ${SWEEP.to} px, signed in and not, in 长辈模式 and not @desktop`, async ({
	page,
}) => {
	test.setTimeout(300_000);
	const problems: string[] = [];
	const sweep = async (who: string) => {
		for (const path of ['/home-list', '/list-page']) {
			await page.goto(`${own.baseURL}${path}`);
			await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
			for (let width = SWEEP.from; width <= SWEEP.to; width += SWEEP.step) {
				await page.setViewportSize({ width, height: 900 });
				const { scrollWidth, innerWidth } = await page.evaluate(() => ({
					scrollWidth: document.documentElement.scrollWidth,
					innerWidth: window.innerWidth,
				}));
				if (scrollWidth > innerWidth) problems.push(`${who} ${path} ${width}: ${scrollWidth}`);
				for (const label of await findWrappedLabels(page)) {
					problems.push(`${who} ${path} ${width}: ${label}`);
				}
				for (const overflow of await findHeaderOverflow(page)) {
					problems.push(`${who} ${path} ${width}: ${overflow}`);
				}
				if (path === '/home-list') {
					for (const problem of await findHeroProblems(page)) {
						problems.push(`${who} ${path} ${width}: ${problem}`);
					}
				}
			}
		}
	};
	await sweep('anonymous');
	await logIn(page, own.baseURL, own.dataDir, PUBLISHER);
	await sweep('signed in');
	await page.evaluate(() => localStorage.setItem('kpy-elder', '1'));
	await sweep('长辈模式');
	expect(problems).toEqual([]);
});

for (const width of WIDTHS) {
	test(`the desktop pages fit ${width} px: no sideways scroll, no wrapped header label @desktop`, async ({
		page,
	}, info) => {
		test.setTimeout(180_000);
		await logIn(page, own.baseURL, own.dataDir, PUBLISHER);
		await page.setViewportSize({ width, height: 900 });
		const problems: string[] = [];
		for (const { name, path } of pages) {
			await page.goto(`${own.baseURL}${path}`);
			await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
			await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
			const { scrollWidth, innerWidth } = await page.evaluate(() => ({
				scrollWidth: document.documentElement.scrollWidth,
				innerWidth: window.innerWidth,
			}));
			if (scrollWidth > innerWidth)
				problems.push(`${name}: scrollWidth ${scrollWidth} > ${innerWidth}`);
			for (const label of await findWrappedLabels(page)) problems.push(`${name}: ${label}`);
			await saveScreenshot(page, info.outputPath(`${name}-${width}.png`));
		}
		expect(problems).toEqual([]);
	});
}
