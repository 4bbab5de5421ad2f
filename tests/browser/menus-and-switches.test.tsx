import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderPlayer, waitForReady } from './player-harness';

describe('video player menus, switches and screen modes', () => {
	it('lists the fixture levels with 自动 and switches hls.js to the chosen level', async () => {
		const { screen, video } = await renderPlayer();
		const quality = screen.getByRole('button', { name: /^画质/ });
		await expect.element(quality, { timeout: 15_000 }).toBeVisible();
		await quality.click();
		const items = screen.getByRole('menuitemradio');
		await expect
			.poll(() => items.elements().map((e) => e.textContent))
			.toEqual(['480P', '360P', '240P', expect.stringMatching(/^自动 \(\d+P\)$/)]);
		await screen.getByRole('menuitemradio', { name: '240P' }).click();
		await expect.element(screen.getByRole('button', { name: '画质：240P' })).toBeVisible();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => video.videoHeight, { timeout: 10_000 }).toBe(240);
	});

	it('labels the speed 倍速 at 1.0 and 1.5x after choosing it, and plays at that rate', async () => {
		const { screen, video } = await renderPlayer();
		const speed = screen.getByRole('button', { name: /^倍速/ });
		await expect.element(speed).toHaveTextContent('倍速');
		await speed.click();
		await screen.getByRole('menuitemradio', { name: '1.5x' }).click();
		await expect.element(speed).toHaveTextContent('1.5x');
		expect(video.playbackRate).toBe(1.5);
		expect(video.defaultPlaybackRate).toBe(1.5);
	});

	it('offers the alternate audio track and the subtitle track of the fixture', async () => {
		const { screen } = await renderPlayer();
		const audio = screen.getByRole('button', { name: '音轨' });
		await expect.element(audio, { timeout: 15_000 }).toBeVisible();
		await audio.click();
		await expect
			.element(screen.getByRole('menuitemradio', { name: '中文' }))
			.toHaveAttribute('aria-checked', 'true');
		await screen.getByRole('menuitemradio', { name: 'English' }).click();
		await audio.click();
		await expect
			.element(screen.getByRole('menuitemradio', { name: 'English' }))
			.toHaveAttribute('aria-checked', 'true');
		await screen.getByRole('button', { name: '字幕' }).click();
		await expect.element(screen.getByRole('menuitemradio', { name: '中文字幕' })).toBeVisible();
	});

	it('mirrors the picture, loops, and dims the page with the settings switches', async () => {
		const { screen, root, video } = await renderPlayer();
		await screen.getByRole('button', { name: '设置' }).click();
		const mirror = screen.getByRole('menuitemcheckbox', { name: '镜像画面' });
		await mirror.click();
		await expect.element(mirror).toHaveAttribute('aria-checked', 'true');
		await expect.poll(() => getComputedStyle(video).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
		await screen.getByRole('menuitemcheckbox', { name: '循环播放' }).click();
		expect(video.loop).toBe(true);
		await screen.getByRole('menuitemcheckbox', { name: '关灯模式' }).click();
		const dim = root.querySelector<HTMLElement>('.vp-lightoff');
		expect(dim).not.toBeNull();
		const box = dim?.getBoundingClientRect();
		expect([box?.width, box?.height]).toEqual([window.innerWidth, window.innerHeight]);
		expect(getComputedStyle(dim as HTMLElement).backgroundColor).toBe('rgba(0, 0, 0, 0.9)');
	});

	it('enters and leaves web full-screen, full-screen and picture-in-picture from their buttons', async () => {
		const { screen, root, video } = await renderPlayer({ src: '/media/videos/fixture.mp4' });
		await waitForReady(video);
		await screen.getByRole('button', { name: '网页全屏' }).click();
		expect(root.getBoundingClientRect().width).toBe(window.innerWidth);
		root.focus();
		await page.elementLocator(root).click({ position: { x: 5, y: 5 }, button: 'right' });
		await screen.getByRole('menuitem', { name: '版本：1.3.1' }).click();
		await userEvent.keyboard('{Escape}');
		await expect.poll(() => root.classList.contains('is-web-full')).toBe(false);

		await screen.getByRole('button', { name: '全屏', exact: true }).click();
		await expect.poll(() => document.fullscreenElement).toBe(root);
		await expect.element(screen.getByText('测试片').first()).toBeVisible();
		await document.exitFullscreen();
		await expect.element(screen.getByRole('button', { name: '全屏', exact: true })).toBeVisible();

		const pip = screen.getByRole('button', { name: '画中画' });
		await pip.click();
		await expect.poll(() => document.pictureInPictureElement).toBe(video);
		await expect.element(pip).toHaveAttribute('aria-pressed', 'true');
		await pip.click();
		await expect.poll(() => document.pictureInPictureElement).toBeNull();
	});
});
