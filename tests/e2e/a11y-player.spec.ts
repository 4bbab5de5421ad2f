import { expect, type Page, test } from '@playwright/test';
import type { ResourceSummary } from '../../src/lib/api/content-types';
import type { Page as ListPage } from '../../src/lib/api/types';
import { expectNoSeriousViolations } from './a11y-scan';

// The custom controls exist on pointer devices only (touch devices get the native ones), so the
// player's states are scanned in the desktop layout, inside its real page.

async function openVideoPage(page: Page) {
	const answer = await page.request.post('/api/resource/getResourceList', {
		data: { type: 'video', pageSize: 1 },
	});
	const { data } = (await answer.json()) as { data: ListPage<ResourceSummary> };
	const video = data.items[0];
	if (!video) throw new Error('the demo data has no video');
	await page.goto(`/resource-detail?id=${video.id}`);
	const player = page.locator('.vp');
	await expect(player.getByRole('button', { name: /^画质/ })).toBeVisible({ timeout: 15_000 });
	return player;
}

const PLAYER = '.vp';

test('axe: the video player in each of its states @desktop', async ({ page }) => {
	test.setTimeout(90_000);
	const player = await openVideoPage(page);
	const scan = (state: string, include = PLAYER) =>
		expectNoSeriousViolations(page, `player ${state}`, include);
	const video = player.locator('video');
	const button = (name: string | RegExp) =>
		player.getByRole('button', { name, exact: typeof name === 'string' });

	await scan('idle with its poster', 'body');

	await player.hover();
	await button('播放').click();
	await expect
		.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
		.toBeGreaterThan(0.2);
	await player.hover({ position: { x: 200, y: 200 } });
	await scan('playing, controls shown');

	await button('暂停').click();
	await expect(button('播放')).toBeVisible();
	await scan('paused');

	await button(/^画质/).click();
	await expect(player.getByRole('menuitemradio').first()).toBeVisible();
	await scan('quality menu open');
	await page.keyboard.press('Escape');

	await button(/^倍速/).focus();
	await scan('speed button focused');
	// The volume slider opens while the mute button or the slider itself has focus.
	await button('静音').focus();
	await page.keyboard.press('Tab');
	await expect(player.getByRole('slider', { name: '音量' })).toBeFocused();
	await scan('volume slider focused');

	await button('设置').click();
	await expect(player.getByRole('menuitemcheckbox').first()).toBeVisible();
	await scan('settings menu open');
	await page.keyboard.press('Escape');

	await player.click({ button: 'right', position: { x: 120, y: 120 } });
	await expect(page.getByRole('menu', { name: '播放器菜单' })).toBeVisible();
	await scan('context menu open');
	await page.getByRole('menuitem', { name: '视频色彩调整' }).click();
	await expect(page.getByRole('dialog', { name: '视频色彩调整' })).toBeVisible();
	await scan('colour dialog open');
	await page.keyboard.press('Escape');

	await player.click({ button: 'right', position: { x: 120, y: 120 } });
	await page.getByRole('menuitem', { name: '快捷键说明' }).click();
	await expect(page.getByRole('dialog', { name: '快捷键说明' })).toBeVisible();
	await scan('hotkey help open');
	await page.keyboard.press('Escape');

	await button('网页全屏').click();
	await scan('web full-screen', 'body');
	await page.keyboard.press('Escape');
});

test('axe: the video player showing 请求错误 @desktop', async ({ page }) => {
	// The network fails the media playlists, as a broken CDN would. The player reads one for the
	// length before the first play, so 请求错误 shows without a click.
	await page.route('**/index.m3u8', (route) => route.abort('failed'));
	const player = await openVideoPage(page);
	await player.hover();
	await expect(player.getByRole('button', { name: '重试' })).toBeVisible({ timeout: 5_000 });
	await expectNoSeriousViolations(page, 'player 请求错误', PLAYER);
});

test('axe: the resume prompt, the thumbnail preview and the 字幕 menu @desktop', async ({
	page,
}) => {
	// Every demo stream has a remembered place, whichever the first video uses.
	await page.addInitScript(() => {
		const book = Object.fromEntries(
			['demo-1', 'demo-2', 'demo-3', 'demo-4', 'fixture'].map((slug) => [
				`/media/videos/${slug}/master.m3u8`,
				{ t: 4.2, d: 8, at: Date.now() },
			]),
		);
		localStorage.setItem('kpy-player-resume', JSON.stringify(book));
	});
	const player = await openVideoPage(page);
	await expect(player.getByRole('button', { name: '从上次位置继续' })).toBeVisible();
	await expectNoSeriousViolations(page, 'player resume prompt', PLAYER);

	const slider = player.getByRole('slider', { name: '播放进度' });
	await slider.hover();
	await expect(page.getByTestId('vp-thumb')).toBeVisible();
	await expectNoSeriousViolations(page, 'player thumbnail preview', PLAYER);

	await player.getByRole('button', { name: '字幕' }).click();
	await expect(player.getByRole('menuitemradio', { name: '中文字幕' })).toBeVisible();
	await expectNoSeriousViolations(page, 'player 字幕 menu open', PLAYER);
});
