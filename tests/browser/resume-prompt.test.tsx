import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RESUME_PROMPT_MS } from '../../src/islands/video-player/player-constants';
import { RESUME_STORAGE_KEY } from '../../src/islands/video-player/resume-point';
import { FIXTURE_HLS, renderPlayer, waitForEvent, waitForReady } from './player-harness';

function remember(seconds: number, duration = 8) {
	localStorage.setItem(
		RESUME_STORAGE_KEY,
		JSON.stringify({ [FIXTURE_HLS]: { t: seconds, d: duration, at: Date.now() } }),
	);
}

function remembered(): number | undefined {
	return JSON.parse(localStorage.getItem(RESUME_STORAGE_KEY) ?? '{}')[FIXTURE_HLS]?.t;
}

describe('记忆播放: the player offers the place the viewer left', () => {
	beforeEach(() => localStorage.removeItem(RESUME_STORAGE_KEY));

	it('offers 从上次位置继续 with the time and seeks there only when the viewer asks', async () => {
		remember(4.6);
		const { screen, video } = await renderPlayer();
		const status = screen.getByRole('status');
		await expect.element(status).toHaveTextContent('上次看到 00:00:04，从上次位置继续');
		await waitForReady(video);
		expect(video.currentTime).toBeLessThan(0.5);
		await screen.getByRole('button', { name: '从上次位置继续' }).click();
		await expect.poll(() => video.currentTime).toBeGreaterThan(4.6);
		expect(video.paused).toBe(false);
		await expect.element(status).toHaveTextContent('');
	});

	it('offers nothing for the last 5 % of the video or without a saved place', async () => {
		remember(7.7);
		const { screen, video } = await renderPlayer();
		await waitForReady(video);
		expect(screen.getByRole('status').element().textContent).toBe('');
		expect(screen.getByRole('button', { name: '从上次位置继续' }).query()).toBeNull();
	});

	it('keeps the offer while the video has not started, and drops it a few seconds into playback', async () => {
		remember(3);
		const { screen, video } = await renderPlayer();
		const resume = screen.getByRole('button', { name: '从上次位置继续' });
		await waitForReady(video);
		await new Promise((done) => setTimeout(done, RESUME_PROMPT_MS + 500));
		await expect.element(resume).toBeVisible();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		// The pointer rests on the play button, not on the prompt, so the countdown runs.
		await page.elementLocator(document.body).hover({ position: { x: 5, y: 5 } });
		await expect.poll(() => resume.query(), { timeout: RESUME_PROMPT_MS + 3000 }).toBeNull();
		expect(video.currentTime).toBeGreaterThan(RESUME_PROMPT_MS / 1000 - 1);
	});

	it('saves the place on pause and forgets it when the video ends', async () => {
		const { screen, video } = await renderPlayer();
		await waitForReady(video);
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(2.5);
		await screen.getByRole('button', { name: '暂停' }).click();
		expect(remembered()).toBeCloseTo(video.currentTime, 1);
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		video.currentTime = 7.5;
		await waitForEvent(video, 'ended');
		expect(remembered()).toBeUndefined();
	});
});
