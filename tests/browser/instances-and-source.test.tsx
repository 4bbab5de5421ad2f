import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import VideoPlayer from '../../src/islands/video-player/VideoPlayer';
import '../../src/islands/video-player/video-player.css';
import { FIXTURE_HLS, FIXTURE_MP4, renderPlayer, waitForReady } from './player-harness';
import { render } from './render';

describe('video player instances and source changes', () => {
	it('keeps two players on one page apart: keys, colour filter and menus act on their own player only', async () => {
		const screen = await render(
			<>
				<VideoPlayer src={FIXTURE_MP4} title="甲" />
				<VideoPlayer src={FIXTURE_MP4} title="乙" />
			</>,
		);
		const [first, second] = screen.container.querySelectorAll<HTMLElement>('.vp');
		const [videoA, videoB] = screen.container.querySelectorAll('video');
		if (!first || !second || !videoA || !videoB) throw new Error('two players expected');
		second.focus();
		await userEvent.keyboard('{ArrowUp}');
		expect(videoB.volume).toBe(0.4);
		expect(videoA.volume).toBeCloseTo(0.3);
		await page.elementLocator(second).click({ button: 'right', position: { x: 100, y: 100 } });
		await page.getByRole('menuitem', { name: '视频色彩调整' }).click();
		await page.getByRole('slider', { name: '饱和度' }).click();
		await userEvent.keyboard('{End}');
		expect(videoB.style.filter).toContain('saturate(2.55)');
		expect(videoA.style.filter).toBe('saturate(1) brightness(1) contrast(1)');
	});

	it('resets progress and levels on a new source, keeps the chosen speed, and destroys the old stream', async () => {
		const { screen, video } = await renderPlayer();
		await expect
			.element(screen.getByRole('button', { name: /^画质/ }), { timeout: 15_000 })
			.toBeVisible();
		await screen.getByRole('button', { name: /^倍速/ }).click();
		await screen.getByRole('menuitemradio', { name: '1.5x' }).click();
		await screen.rerender(<VideoPlayer src="/media/videos/demo-2/master.m3u8" title="演示" />);
		await expect.poll(() => video.src).toMatch(/^blob:/);
		await waitForReady(video);
		await screen.getByRole('button', { name: /^画质/ }).click();
		await expect
			.poll(() =>
				screen
					.getByRole('menuitemradio')
					.elements()
					.map((e) => e.textContent),
			)
			.toEqual(['360P', '240P', expect.stringMatching(/^自动/)]);
		expect(video.playbackRate).toBe(1.5);
		await expect.element(screen.getByRole('button', { name: /^倍速/ })).toHaveTextContent('1.5x');
		await screen.rerender(<VideoPlayer src={FIXTURE_MP4} title="演示" />);
		await expect.poll(() => video.src).toContain(FIXTURE_MP4);
		await expect.element(screen.getByRole('button', { name: /^画质/ })).not.toBeInTheDocument();
	});

	it('autoplays muted with 点击取消静音, and hides the idle controls 2.5 s after playback starts', async () => {
		await page.elementLocator(document.body).hover({ position: { x: 1200, y: 780 } });
		const { root, video } = await renderPlayer({ src: FIXTURE_HLS, autoPlay: true });
		await expect.poll(() => video.paused, { timeout: 15_000 }).toBe(false);
		expect(video.muted).toBe(true);
		await expect.element(page.getByRole('button', { name: '点击取消静音' })).toBeVisible();
		await expect.poll(() => root.classList.contains('is-idle'), { timeout: 6000 }).toBe(true);
		await page.elementLocator(root).hover({ position: { x: 200, y: 120 } });
		expect(root.classList.contains('is-controls')).toBe(true);
		await page.getByRole('button', { name: '点击取消静音' }).click();
		expect(video.muted).toBe(false);
		await expect
			.element(page.getByRole('button', { name: '点击取消静音' }))
			.not.toBeInTheDocument();
	});

	it('starts at the currentTime offset once, on MP4 and on HLS', async () => {
		for (const src of [FIXTURE_MP4, FIXTURE_HLS]) {
			const { screen, video } = await renderPlayer({ src, currentTime: 3 });
			await waitForReady(video);
			await expect.poll(() => Math.floor(video.currentTime)).toBe(3);
			await screen.unmount();
		}
	});

	it('fetches no HLS segment before the first play when preload is none', async () => {
		const segments = () =>
			performance
				.getEntriesByType('resource')
				.filter((e) => e.name.includes('/demo-3/') && e.name.endsWith('.m4s'));
		performance.setResourceTimingBufferSize(1000);
		performance.clearResourceTimings();
		const { screen, video } = await renderPlayer({
			src: '/media/videos/demo-3/master.m3u8',
			preload: 'none',
		});
		await expect
			.element(screen.getByRole('button', { name: /^画质/ }), { timeout: 15_000 })
			.toBeVisible();
		expect(segments()).toEqual([]);
		// Nothing is loading until the first play, so no 加载中 spinner waits on the poster.
		await expect.poll(() => screen.container.querySelector('.vp-loading')).toBeNull();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => video.currentTime, { timeout: 15_000 }).toBeGreaterThan(0.2);
		expect(segments().length).toBeGreaterThan(0);
	});
});
