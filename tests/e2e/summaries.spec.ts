import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { waitForIsland } from './chrome-helpers';
import { validateHtml } from './html-validator';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { manualReviewServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

/**
 * 活动总结 as people use it, in each layout: the publisher of an ended demo activity writes its
 * summary with two photos in the user centre, an admin approves it in /admin, and the activity's
 * page shows 活动回顾 (valid HTML) whose gallery turns with the arrow keys and closes with Esc. Screenshots go
 * to /tmp/shots/summaries/ to be looked at.
 */
const SHOTS = '/tmp/shots/summaries';
mkdirSync(SHOTS, { recursive: true });
const PUBLISHER = '13800000001';

let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	// Summaries held for review, and a deadline still ahead whatever today is.
	server = await manualReviewServer();
});

async function photo(name: string, colour: string): Promise<string> {
	const path = `${SHOTS}/${name}.png`;
	await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
		.png()
		.toFile(path);
	return path;
}

/** The publisher's first approved activity that has ended, with the number of list pages before it. */
async function endedActivity(page: Page): Promise<{ id: number; title: string; page: number }> {
	for (let number = 1; number <= 20; number += 1) {
		const answer = await page.request.post(`${server.baseURL}/api/user/getUserActivityList`, {
			data: { tab: 'publish', page: number, pageSize: 10 },
		});
		const body = (await answer.json()) as {
			data: { items: { id: number; title: string; status: string; phase: string }[] };
		};
		const ended = body.data.items.find(
			(item) => item.status === 'approved' && item.phase === 'ended',
		);
		if (ended) return { id: ended.id, title: ended.title, page: number };
	}
	throw new Error('the demo publisher has no ended activity');
}

async function approveInConsole(browser: Browser, title: string, device: string) {
	const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	const admin = await context.newPage();
	await logIn(admin, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await admin.goto(`${server.baseURL}/admin`);
	await waitForIsland(admin, 'ReviewConsole');
	await admin.getByRole('button', { name: '总结审核' }).click();
	const item = admin.locator('li[data-summary-id]').filter({ hasText: title });
	await expect(item).toBeVisible();
	await expect(item).toContainText('2 张');
	await admin.screenshot({ path: `${SHOTS}/console-1280-${device}-run.png`, fullPage: true });
	await item.getByRole('button', { name: '通过' }).click();
	await expect(admin.getByText('已通过，活动回顾已公开')).toBeVisible();
	await context.close();
}

/**
 * A visitor, not signed in, plays the summary's video in our player on the activity's page: with
 * its 播放 button on a computer; on a phone, whose player keeps the system's own controls (not in
 * the page's tree), by the element's play().
 */
async function playsToVisitors(browser: Browser, detailUrl: string, device: 'desktop' | 'mobile') {
	const context = await browser.newContext(
		device === 'mobile'
			? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
			: { viewport: { width: 1280, height: 900 } },
	);
	const visitor = await context.newPage();
	await visitor.goto(detailUrl);
	const player = visitor.getByRole('region', { name: '活动回顾' }).locator('.vp');
	await player.scrollIntoViewIfNeeded();
	await waitForIsland(visitor, 'VideoPlayer');
	const video = player.locator('video');
	if (device === 'desktop') await player.getByRole('button', { name: '播放', exact: true }).click();
	else await video.evaluate((element: HTMLVideoElement) => element.play());
	await expect
		.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
			timeout: 15_000,
		})
		.toBeGreaterThan(0.5);
	await context.close();
}

for (const device of ['desktop', 'mobile'] as const) {
	const prefix = device === 'mobile' ? '/mobile' : '';
	test(`a summary from the user centre to 活动回顾 @${device}`, async ({ page, browser }) => {
		test.setTimeout(180_000);
		await page.setViewportSize(
			device === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
		);
		await logIn(page, server.baseURL, server.dataDir, PUBLISHER);
		const activity = await endedActivity(page);
		await page.goto(`${server.baseURL}${prefix}/user-center`);
		await waitForIsland(page, 'UserCenter');
		const item = page.locator(`li[data-activity-id="${activity.id}"]`);
		for (let more = 1; more < activity.page; more += 1) {
			await page.getByRole('button', { name: /加载更多/ }).click();
		}
		await item.getByRole('button', { name: '提交总结' }).click();
		const form = page.getByRole('form', { name: `「${activity.title}」的活动总结` });
		await expect(form.getByText(/签到人数：\d+ 人/)).toBeVisible();
		await form.locator('.rte-area').click();
		await page.keyboard.type('本次活动共开展三场讲座，同学们动手制作了水火箭，现场气氛热烈。');
		await form.getByLabel('现场未签到人数估计').fill('35');
		await form
			.locator('input[type="file"][multiple]')
			.setInputFiles([
				await photo(`${device}-red`, '#c0392b'),
				await photo(`${device}-blue`, '#2471a3'),
			]);
		await expect(form.getByText('活动照片（2/20）')).toBeVisible();
		await form
			.locator('input[type="file"][accept="video/mp4"]')
			.setInputFiles('public/media/videos/fixture.mp4');
		await expect(form.getByText('已上传视频')).toBeVisible();
		await page.screenshot({ path: `${SHOTS}/form-${device}.png`, fullPage: true });
		await form.getByRole('button', { name: '提交总结' }).click();
		await expect(page.getByText('活动总结已提交，审核通过后公开')).toBeVisible();

		const detailUrl = `${server.baseURL}${prefix}/detail-page?id=${activity.id}`;
		// The player's stylesheet comes with a player only.
		expect(await (await page.request.get(detailUrl)).text()).not.toContain('video-player');
		await approveInConsole(browser, activity.title, device);

		const figuresUrl = `${server.baseURL}${prefix}/campaign-figures`;
		const sources = await Promise.all(
			[detailUrl, figuresUrl].map(async (url) => ({
				name: url,
				html: await (await page.request.get(url)).text(),
			})),
		);
		expect(validateHtml(sources)).toEqual([]);
		expect(sources[0]?.html).toMatch(/<link rel="stylesheet" href="[^"]*video-player[^"]*\.css"/);
		await page.goto(detailUrl);
		const review = page.getByRole('region', { name: '活动回顾' });
		await expect(review).toBeVisible();
		await expect(review).toContainText('现场估计');
		await expect(review).toContainText('35 人');
		await review.scrollIntoViewIfNeeded();
		await page.screenshot({ path: `${SHOTS}/detail-${device}.png`, fullPage: true });
		const first = review.getByRole('button', { name: '查看第 1 张照片' });
		await first.focus();
		await page.keyboard.press('Enter');
		const viewer = page.getByRole('dialog', { name: '活动照片' });
		await expect(viewer).toBeVisible();
		await expect(viewer).toContainText('1 / 2');
		await page.keyboard.press('ArrowRight');
		await expect(viewer).toContainText('2 / 2');
		await page.screenshot({ path: `${SHOTS}/gallery-${device}.png` });
		await page.keyboard.press('ArrowLeft');
		await expect(viewer).toContainText('1 / 2');
		await page.keyboard.press('Escape');
		await expect(viewer).toBeHidden();
		await expect(first).toBeFocused();

		await playsToVisitors(browser, detailUrl, device);

		await page.goto(figuresUrl);
		const figures = page.getByRole('region', { name: '活动成效', exact: true });
		await expect(figures).toContainText('覆盖人数');
		await expect(figures.locator('tbody tr')).not.toHaveCount(0);
		await expect(figures).not.toContainText('暂无活动总结与证明数据');
		await figures.scrollIntoViewIfNeeded();
		await page.screenshot({ path: `${SHOTS}/figures-${device}.png`, fullPage: true });
	});
}
