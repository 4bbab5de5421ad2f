import { expect, type Page, test } from '@playwright/test';
import { speechCalls, spokenTexts, stubSpeech } from './elder-speech-stub';
import { waitForDemoData } from './shared-server-ready';

// 长辈模式 (src/lib/elder-mode.ts): the switch, what the mode changes on each layout, and 读屏.

const MANDARIN = { lang: 'zh-CN', name: '普通话（中国大陆）' };

waitForDemoData();

function pathFor(path: string, isMobile: boolean): string {
	return isMobile ? `/mobile${path}` : path;
}

/** The switch works once its code, which comes after the load event, has defined it. */
async function switchReady(page: Page) {
	await page.waitForFunction(() => customElements.get('elder-switch') !== undefined);
}

async function turnOn(page: Page) {
	await switchReady(page);
	const toggle = page.getByRole('button', { name: '长辈模式' });
	await expect(toggle).toHaveAttribute('aria-pressed', 'false');
	await toggle.click();
	await expect(toggle).toHaveAttribute('aria-pressed', 'true');
	await expect(page.locator('html')).toHaveAttribute('data-elder', '');
	// Read-aloud's code comes once the mode is on.
	await page.waitForFunction(() => customElements.get('read-aloud') !== undefined);
}

/** A detail page of the demo data: the first card of the list. */
async function firstDetailPath(page: Page, isMobile: boolean): Promise<string> {
	await page.goto(pathFor('/list-page', isMobile));
	const href = await page.locator('[data-testid="activity-list"] a').first().getAttribute('href');
	if (!href) throw new Error('the list has no activity');
	return href;
}

test('the switch is in the top bar, works from the keyboard and is remembered', async ({
	page,
	isMobile,
}) => {
	await page.goto(pathFor('/home-list', isMobile));
	await switchReady(page);
	const toggle = page.getByRole('button', { name: '长辈模式' });
	await toggle.focus();
	await page.keyboard.press('Enter');
	await expect(toggle).toHaveAttribute('aria-pressed', 'true');
	await page.goto(pathFor('/list-page', isMobile));
	await expect(page.locator('html')).toHaveAttribute('data-elder', '');
	await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute(
		'aria-pressed',
		'true',
	);
	await page.getByRole('button', { name: '长辈模式' }).press('Space');
	await page.reload();
	await expect(page.locator('html')).not.toHaveAttribute('data-elder', '');
});

test('the switch says the mode in force before its own code has loaded', async ({
	page,
	isMobile,
}) => {
	await page.addInitScript(() => localStorage.setItem('kpy-elder', '1'));
	// The switch's code comes after the load event; here it never comes.
	await page.route(/\/_astro\/after-load[^/]*\.js$/, (route) => route.abort());
	await page.goto(pathFor('/list-page', isMobile));
	await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute(
		'aria-pressed',
		'true',
	);
	expect(await page.evaluate(() => customElements.get('elder-switch') === undefined)).toBe(true);
});

test('text is at least 18 px with a line height of 1.5, and targets at least 48 px', async ({
	page,
	isMobile,
}) => {
	const detail = await firstDetailPath(page, isMobile);
	await turnOn(page);
	for (const path of [pathFor('/home-list', isMobile), pathFor('/list-page', isMobile), detail]) {
		await page.goto(path);
		await expect(page.locator('html')).toHaveAttribute('data-elder', '');
		const text = await page.evaluate(() =>
			[...document.querySelectorAll('#main p, #main li, #main dd, #main dt')]
				.filter((node) => node.getClientRects().length > 0 && node.textContent?.trim())
				.map((node) => {
					const style = getComputedStyle(node);
					const size = Number.parseFloat(style.fontSize);
					return {
						text: node.textContent?.trim().slice(0, 20),
						px: size * node.currentCSSZoom,
						lineHeight: Number.parseFloat(style.lineHeight) / size,
					};
				}),
		);
		expect(text.length, path).toBeGreaterThan(3);
		// Every visible piece of text in the page, not only paragraphs: walk-through m22 found the
		// count inside 立即报名 at 12 px and the calendar's N场 at 13.75 px.
		const smallText = await page.evaluate(() => {
			const walker = document.createTreeWalker(
				document.querySelector('#main') ?? document.body,
				NodeFilter.SHOW_TEXT,
			);
			const found = new Set<string>();
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const element = node.parentElement;
				const words = node.textContent?.trim();
				if (!element || !words || element.getClientRects().length === 0) continue;
				const box = element.getBoundingClientRect();
				// Text only for screen readers sits in a 1 px box.
				if (box.width <= 1 || box.height <= 1) continue;
				const px = Number.parseFloat(getComputedStyle(element).fontSize) * element.currentCSSZoom;
				const where = `${element.parentElement?.className} > ${element.tagName.toLowerCase()}.${element.className}`;
				if (px < 17.9) found.add(`${where} ${px.toFixed(1)} px (${words.slice(0, 8)})`);
			}
			return [...found];
		});
		expect(smallText, `${path}: text under 18 px`).toEqual([]);
		expect(
			text.filter((item) => item.lineHeight < 1.5),
			`${path}: line height under 1.5`,
		).toEqual([]);
		const small = await page.evaluate(() =>
			[
				...document.querySelectorAll(
					'button, select, input:not([type=hidden], [type=checkbox], [type=radio]), [role=button], nav a',
				),
			]
				.filter((node) => node.getClientRects().length > 0)
				.map((node) => ({ node: node.outerHTML.slice(0, 80), box: node.getBoundingClientRect() }))
				.filter(({ box }) => box.width < 47.5 || box.height < 47.5)
				.map(({ node, box }) => `${node} ${box.width}×${box.height}`),
		);
		expect(small, `${path}: targets under 48 px`).toEqual([]);
	}
});

test('lists show fewer items a row', async ({ page, isMobile }) => {
	const columns = () =>
		page
			.getByTestId('activity-list')
			.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
	await page.goto(pathFor('/list-page', isMobile));
	const usual = await columns();
	await turnOn(page);
	const elder = await columns();
	if (isMobile) expect(elder).toBe(1);
	else expect(elder).toBeLessThan(usual);
});

test('nothing moves by itself: the carousel and the newest-activities strip stay still', async ({
	page,
	isMobile,
}) => {
	await page.clock.install();
	await page.goto(pathFor('/home-list', isMobile));
	// The motion code, which comes after the load event, sets the strip moving before the mode is
	// turned on; code that arrives once the mode is on leaves it still from the start.
	await expect
		.poll(() =>
			page.evaluate(() =>
				Boolean(customElements.get('banner-carousel') && customElements.get('seamless-scroll')),
			),
		)
		.toBe(true);
	const track = page.locator('seamless-scroll .seamless-track');
	await expect(track).toHaveCount(1);
	await turnOn(page);
	const slides = page.locator('banner-carousel [data-slides]');
	const at = await track.evaluate((node) => getComputedStyle(node).transform);
	await page.clock.runFor(12_000);
	expect(await slides.evaluate((row) => row.scrollLeft)).toBe(0);
	expect(await track.evaluate((node) => getComputedStyle(node).transform)).toBe(at);
	await expect(page.getByRole('button', { name: '播放轮播' })).toBeVisible();
	await expect(page.getByRole('button', { name: '开始滚动' })).toBeVisible();
	expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('读屏 reads the page in Mandarin, pauses, stops, and reads a tapped paragraph', async ({
	page,
	isMobile,
}) => {
	await stubSpeech(page, [{ lang: 'en-US', name: 'English' }, MANDARIN]);
	const detail = await firstDetailPath(page, isMobile);
	await page.goto(detail);
	await expect(page.getByRole('region', { name: '朗读' })).toBeHidden();
	await turnOn(page);
	const bar = page.getByRole('region', { name: '朗读' });
	await expect(bar).toBeVisible();
	const heading = (await page.locator('#main h1').first().textContent())?.trim() ?? '';
	await bar.getByRole('button', { name: '朗读本页' }).click();
	await expect.poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(3);
	// The whole page has been read once the bar is idle again.
	await expect(bar).toHaveAttribute('data-state', 'idle');
	const spoken = await spokenTexts(page);
	expect(spoken.map((item) => item.text)).toContain(heading);
	expect(new Set(spoken.map((item) => item.voice))).toEqual(new Set([MANDARIN.name]));
	expect(spoken.every((item) => item.lang === 'zh-CN')).toBe(true);

	await bar.getByRole('button', { name: '点读' }).click();
	await expect(bar.getByRole('button', { name: '点读' })).toHaveAttribute('aria-pressed', 'true');
	const before = (await spokenTexts(page)).length;
	const paragraph = page.locator('#main dd').first();
	await paragraph.click();
	await expect.poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(before);
	const tapped = (await spokenTexts(page))
		.slice(before)
		.map((item) => item.text)
		.join('');
	expect(tapped).toBe((await paragraph.textContent())?.replace(/\s+/g, ' ').trim());
});

test('读屏 pauses and resumes while it reads', async ({ page, isMobile }) => {
	await stubSpeech(page, [MANDARIN]);
	// Utterances that never end: the reading stays under way while the buttons are pressed.
	await page.addInitScript(() => {
		speechSynthesis.speak = () => {};
	});
	await page.goto(pathFor('/home-list', isMobile));
	await turnOn(page);
	const bar = page.getByRole('region', { name: '朗读' });
	await bar.getByRole('button', { name: '朗读本页' }).click();
	await expect(bar.locator('[data-read-status]')).toHaveText('正在朗读…');
	await bar.getByRole('button', { name: '暂停' }).click();
	await expect(bar.getByRole('button', { name: '继续' })).toBeVisible();
	await expect(bar.locator('[data-read-status]')).toHaveText('已暂停');
	await bar.getByRole('button', { name: '继续' }).click();
	await bar.getByRole('button', { name: '停止' }).click();
	expect(await speechCalls(page)).toEqual(expect.arrayContaining(['pause', 'resume', 'cancel']));
	await expect(bar.getByRole('button', { name: '停止' })).toBeDisabled();
});

test('读屏 says plainly when the browser has no Chinese voice', async ({ page, isMobile }) => {
	await stubSpeech(page, [{ lang: 'en-US', name: 'English' }]);
	await page.goto(pathFor('/home-list', isMobile));
	await turnOn(page);
	const bar = page.getByRole('region', { name: '朗读' });
	await bar.getByRole('button', { name: '朗读本页' }).click();
	await expect(bar.locator('[data-read-status]')).toContainText('没有中文语音');
	expect(await spokenTexts(page)).toEqual([]);
});
