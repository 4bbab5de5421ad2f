import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderPlayer, waitForReady } from './player-harness';

describe('video player keys and sliders', () => {
	it('seeks −10 s stopping at 0.1 s and +10 s on a short → press, only while focus is inside', async () => {
		const { root, video } = await renderPlayer({ src: '/media/videos/fixture.mp4' });
		await waitForReady(video);
		await userEvent.keyboard('{ArrowRight}');
		expect(video.currentTime).toBe(0);
		root.focus();
		video.currentTime = 3;
		await userEvent.keyboard('{ArrowLeft}');
		await expect.poll(() => video.currentTime).toBeCloseTo(0.1, 3);
		video.currentTime = 1;
		await userEvent.keyboard('{ArrowRight}');
		await expect.poll(() => video.currentTime).toBe(video.duration);
	});

	it('seeks with the progress slider by keys and by pointer, announcing the spoken time', async () => {
		const { screen, video } = await renderPlayer();
		await waitForReady(video);
		const slider = screen.getByRole('slider', { name: '播放进度' });
		await expect.element(slider).toHaveAttribute('aria-valuemax', '8');
		(slider.element() as HTMLElement).focus();
		await userEvent.keyboard('{End}');
		await expect.poll(() => video.currentTime).toBeGreaterThan(7.9);
		await userEvent.keyboard('{Home}');
		await expect.poll(() => video.currentTime).toBe(0);
		const box = slider.element().getBoundingClientRect();
		await slider.click({ position: { x: box.width / 2, y: box.height / 2 } });
		await expect.poll(() => video.currentTime).toBeGreaterThan(3.5);
		expect(video.currentTime).toBeLessThan(4.5);
		await expect
			.poll(() => slider.element().getAttribute('aria-valuetext'))
			.toMatch(/^0分0[34]秒，共0分08秒$/);
	});

	it('plays at 5× with 5X速播放中 while → is held and restores the chosen speed on release', async () => {
		const { screen, root, video } = await renderPlayer();
		await waitForReady(video);
		root.focus();
		await userEvent.keyboard('{ArrowRight>}');
		await expect.poll(() => video.playbackRate, { timeout: 2000 }).toBe(5);
		await expect.element(screen.getByText('5X速播放中').first()).toBeVisible();
		const before = video.currentTime;
		await userEvent.keyboard('{/ArrowRight}');
		expect(video.playbackRate).toBe(1);
		expect(video.currentTime).toBe(before);
		await expect.poll(() => root.querySelector('.vp-status')).toBeNull();
	});

	it('steps volume by 10 % with ↑/↓, shows the popup for 500 ms, and opens the volume slider on hover', async () => {
		const { screen, root, video } = await renderPlayer();
		root.focus();
		expect(video.volume).toBeCloseTo(0.3);
		for (let i = 0; i < 6; i++) await userEvent.keyboard('{ArrowUp}');
		expect(video.volume).toBe(0.9);
		await expect.element(screen.getByText('90%', { exact: true }).first()).toBeVisible();
		await expect.poll(() => root.querySelector('.vp-status'), { timeout: 1500 }).toBeNull();
		for (let i = 0; i < 10; i++) await userEvent.keyboard('{ArrowDown}');
		expect(video.volume).toBe(0);
		await screen.getByRole('button', { name: '取消静音' }).hover();
		const volume = screen.getByRole('slider', { name: '音量' });
		await expect.element(volume).toBeVisible();
		await expect.element(volume).toHaveAttribute('aria-valuetext', '音量 0%');
		await screen.getByRole('button', { name: '取消静音' }).click();
		expect(video.volume).toBe(0.05);
	});

	it('toggles full-screen with F and with a double-click on the picture, leaving play state as it was', async () => {
		const { root, video } = await renderPlayer({ src: '/media/videos/fixture.mp4' });
		await waitForReady(video);
		root.focus();
		await userEvent.keyboard('f');
		await expect.poll(() => document.fullscreenElement).toBe(root);
		await userEvent.keyboard('f');
		await expect.poll(() => document.fullscreenElement).toBeNull();
		const stage = root.querySelector<HTMLElement>('.vp-stage');
		if (!stage) throw new Error('no picture area');
		await page.elementLocator(stage).dblClick();
		await expect.poll(() => document.fullscreenElement).toBe(root);
		expect(video.paused).toBe(true);
		await document.exitFullscreen();
	});

	it('lets Tab walk through the controls and out of the player: no keyboard trap', async () => {
		const { screen, root } = await renderPlayer();
		const after = document.createElement('button');
		after.textContent = '播放器之后';
		screen.container.append(after);
		root.focus();
		for (let i = 0; i < 20 && document.activeElement !== after; i++) await userEvent.tab();
		expect(document.activeElement).toBe(after);
	});
});
