import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderPlayer, waitForEvent, waitForReady } from './player-harness';

describe('video player playback on the HLS fixture', () => {
	it('plays with the play button, pauses, and offers 重新播放 at the end', async () => {
		const { screen, video } = await renderPlayer();
		await waitForReady(video);
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => video.currentTime).toBeGreaterThan(0.2);
		expect(video.paused).toBe(false);
		await screen.getByRole('button', { name: '暂停' }).click();
		expect(video.paused).toBe(true);
		video.currentTime = 7.5;
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await waitForEvent(video, 'ended');
		const replay = screen.getByRole('button', { name: '重新播放' }).first();
		await expect.element(replay).toBeVisible();
		await replay.click();
		await expect.poll(() => video.paused).toBe(false);
		expect(video.currentTime).toBeLessThan(3);
		await expect.element(page.getByRole('button', { name: '暂停' })).toBeVisible();
		await userEvent.keyboard('{Escape}');
	});
});
