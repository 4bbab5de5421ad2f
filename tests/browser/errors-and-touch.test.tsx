import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { renderPlayer } from './player-harness';

const BROKEN = '/broken-media/videos/fixture/master.m3u8';
const setBroken = (broken: boolean) =>
	fetch(`/broken-media/${broken ? '__break' : '__heal'}`, { method: 'POST' });

describe('video player errors and touch devices', () => {
	afterEach(async () => {
		await setBroken(true);
		await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
		await cdp().send('Emulation.setEmulatedMedia', { features: [] });
	});

	it('shows 请求错误 when a segment fails and plays on after 重试 once it is served again', {
		timeout: 60_000,
	}, async () => {
		await setBroken(true);
		// Nothing loads before the click, so the broken segment is met while playing, not before.
		const { screen, video } = await renderPlayer({ src: BROKEN, preload: 'none' });
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		const retry = screen.getByRole('button', { name: '重试' });
		const started = performance.now();
		await expect.element(retry, { timeout: 40_000 }).toBeVisible();
		expect(retry.element().closest('[role="alert"]')?.textContent).toBe('请求错误重试');
		console.info(`请求错误 shown after ${Math.round(performance.now() - started)} ms`);
		await setBroken(false);
		await retry.click();
		await expect.poll(() => video.currentTime, { timeout: 15_000 }).toBeGreaterThan(4.5);
		await expect.element(retry).not.toBeInTheDocument();
	});

	it('hands a touch device the native controls with nothing covering them', async () => {
		await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
		await cdp().send('Emulation.setEmulatedMedia', {
			features: [
				{ name: 'pointer', value: 'coarse' },
				{ name: 'hover', value: 'none' },
			],
		});
		const { root, video } = await renderPlayer();
		await expect.poll(() => video.controls).toBe(true);
		expect(root.querySelector('.vp-control, .vp-loading, .vp-stage')).toBeNull();
	});
});
