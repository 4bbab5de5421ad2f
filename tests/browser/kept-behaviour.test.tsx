import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectInside } from './geometry';
import { FIXTURE_MP4, renderPlayer, waitForEvent, waitForReady } from './player-harness';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const key = (target: Element, type: 'keydown' | 'keyup', repeat = false) =>
	target.dispatchEvent(new KeyboardEvent(type, { key: 'ArrowRight', repeat, bubbles: true }));

describe('video player behaviour we keep', () => {
	it('never covers 重新播放 with 5X速播放中 when the video ends while → is held', async () => {
		const { screen, root, video } = await renderPlayer({ src: FIXTURE_MP4 });
		await waitForReady(video);
		video.currentTime = 6.5;
		root.focus();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		root.focus();
		key(root, 'keydown');
		await expect.poll(() => video.playbackRate, { timeout: 2000 }).toBe(5);
		await waitForEvent(video, 'ended', 5000);
		const replay = screen.getByRole('button', { name: '重新播放' }).last();
		await expect.element(replay).toBeVisible();
		expect(root.querySelector('.vp-status')).toBeNull();
		key(root, 'keyup');
	});

	it('does not start playback with the click that closes the context menu', async () => {
		const { screen, root, video } = await renderPlayer({ src: FIXTURE_MP4 });
		await waitForReady(video);
		await page.elementLocator(root).click({ button: 'right', position: { x: 100, y: 100 } });
		const menu = screen.getByRole('menu', { name: '播放器菜单' });
		await expect.element(menu).toBeVisible();
		await page.elementLocator(root).click({ position: { x: 300, y: 200 } });
		await expect.element(menu).not.toBeInTheDocument();
		await pause(300);
		expect(video.paused).toBe(true);
		await page.elementLocator(root).click({ position: { x: 300, y: 200 } });
		await expect.poll(() => video.paused).toBe(false);
	});

	it('keeps the context menu inside the player and the viewport near the bottom-right corner, with working items', async () => {
		const { screen, root } = await renderPlayer();
		const box = root.getBoundingClientRect();
		await page
			.elementLocator(root)
			.click({ button: 'right', position: { x: box.width - 5, y: box.height - 5 } });
		const menu = screen.getByRole('menu', { name: '播放器菜单' });
		await expect.element(menu).toBeVisible();
		const rect = menu.element().getBoundingClientRect();
		expectInside(rect, root.getBoundingClientRect());
		expectInside(rect, new DOMRect(0, 0, window.innerWidth, window.innerHeight));
		await userEvent.keyboard('{Escape}');
		await expect.element(menu).not.toBeInTheDocument();
		await page.elementLocator(root).click({ button: 'right', position: { x: 50, y: 50 } });
		await screen.getByRole('menuitem', { name: '快捷键说明' }).click();
		await expect.element(screen.getByRole('dialog')).toBeVisible();
	});

	it('shows no 请求错误 while paused or after the end without a real error', {
		timeout: 30_000,
	}, async () => {
		const { screen, root, video } = await renderPlayer();
		await waitForReady(video);
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => video.currentTime).toBeGreaterThan(0.5);
		await screen.getByRole('button', { name: '暂停', exact: true }).click();
		await pause(3000);
		expect(root.querySelector('.is-error')).toBeNull();
		video.currentTime = 7;
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await waitForEvent(video, 'ended', 10_000);
		await pause(3000);
		expect(root.querySelector('.is-error')).toBeNull();
		await expect.element(screen.getByRole('button', { name: '重新播放' }).last()).toBeVisible();
	});

	it('restores the chosen speed when a held → with key repeat is released', async () => {
		const { screen, root, video } = await renderPlayer();
		await waitForReady(video);
		await screen.getByRole('button', { name: /^倍速/ }).click();
		await screen.getByRole('menuitemradio', { name: '1.5x' }).click();
		root.focus();
		key(root, 'keydown');
		await pause(600);
		for (let i = 0; i < 5; i++) key(root, 'keydown', true);
		expect(video.playbackRate).toBe(5);
		key(root, 'keyup');
		expect(video.playbackRate).toBe(1.5);
	});

	it('steps the volume in exact tenths and shows the mute icon at 0', async () => {
		const { screen, root, video } = await renderPlayer({ volume: 0.3 });
		root.focus();
		const seen: number[] = [];
		for (let i = 0; i < 3; i++) {
			await userEvent.keyboard('{ArrowDown}');
			seen.push(video.volume);
		}
		for (let i = 0; i < 10; i++) {
			await userEvent.keyboard('{ArrowUp}');
			seen.push(video.volume);
		}
		expect(seen).toEqual([0.2, 0.1, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
		for (let i = 0; i < 10; i++) await userEvent.keyboard('{ArrowDown}');
		const mute = screen.getByRole('button', { name: '取消静音' });
		expect(mute.element().querySelector('path')?.getAttribute('d')).toMatch(/^M16\.5 12A4\.5/);
	});

	it('hides the full-screen top bar when the browser leaves full screen by itself', async () => {
		const { screen, root } = await renderPlayer();
		await screen.getByRole('button', { name: '全屏', exact: true }).click();
		await expect.poll(() => root.querySelector('.vp-top')).not.toBeNull();
		await document.exitFullscreen();
		await expect.poll(() => root.querySelector('.vp-top')).toBeNull();
	});

	const builds: [string, string][] = [
		['light', '/media/videos/demo-3/master.m3u8'],
		['full', '/media/videos/fixture/master.m3u8'],
	];
	for (const [build, src] of builds) {
		it(`offers the quality menu with 自动 naming the level in use on the ${build} hls.js build`, async () => {
			const { screen, video } = await renderPlayer({ src });
			await waitForReady(video);
			await screen.getByRole('button', { name: '播放', exact: true }).click();
			await expect.poll(() => video.currentTime).toBeGreaterThan(0.3);
			const quality = screen.getByRole('button', { name: /^画质/ });
			await quality.click();
			await expect
				.element(screen.getByRole('menuitemradio', { name: /^自动 \(\d+P\)$/ }))
				.toHaveAttribute('aria-checked', 'true');
		});
	}
});
