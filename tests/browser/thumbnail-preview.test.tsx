import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ScrubPreview } from '../../src/islands/video-player/ScrubPreview';
import { FIXTURE_HLS, renderPlayer, waitForEvent, waitForReady } from './player-harness';
import { render } from './render';

const TRACK = '/media/videos/fixture/thumbnails.vtt';

function fetchedTrack(url: string): boolean {
	return performance
		.getEntriesByType('resource')
		.some((entry) => entry.name.endsWith(url.replace(/^\//, '')));
}

/** A bare video under native controls with the touch scrubbing preview over it. */
function NativeControlsHarness() {
	const ref = useRef<HTMLVideoElement>(null);
	return (
		<div style={{ position: 'relative' }}>
			<video ref={ref} src="/media/videos/fixture.mp4" preload="auto" muted controls />
			<ScrubPreview videoRef={ref} url={`${TRACK}?case=scrub`} />
		</div>
	);
}

describe('preview thumbnails on the progress bar', () => {
	it('shows the sprite tile and the time under the pointer, fetching the track only on hover', async () => {
		const track = `${TRACK}?case=hover`;
		const { screen, root, video } = await renderPlayer({ thumbnails: track });
		await waitForReady(video);
		await new Promise((done) => setTimeout(done, 300));
		expect(fetchedTrack(track)).toBe(false);
		const slider = screen.getByRole('slider', { name: '播放进度' });
		const box = slider.element().getBoundingClientRect();
		await slider.hover({ position: { x: box.width * 0.55, y: box.height / 2 } });
		const thumb = page.getByTestId('vp-thumb');
		await expect.element(thumb).toBeVisible();
		// 4.4 s falls in the fifth one-second tile: the first row, 4 × 160 px in.
		await expect.poll(() => thumb.element().style.backgroundPosition).toBe('-640px 0px');
		expect(thumb.element().style.backgroundImage).toContain('/media/videos/fixture/thumbnails.jpg');
		expect(root.querySelector('.vp-slider-tip')?.textContent).toBe('00:00:04');
		expect(fetchedTrack(track)).toBe(true);
	});

	it('derives the track beside an HLS playlist', async () => {
		const { screen, video } = await renderPlayer({ src: FIXTURE_HLS });
		await waitForReady(video);
		const slider = screen.getByRole('slider', { name: '播放进度' });
		const box = slider.element().getBoundingClientRect();
		await slider.hover({ position: { x: box.width * 0.1, y: box.height / 2 } });
		await expect
			.poll(() => page.getByTestId('vp-thumb').query()?.style.backgroundPosition)
			.toBe('0px 0px');
	});

	it('shows only the time where the track is missing', async () => {
		const { screen, root, video } = await renderPlayer({
			thumbnails: '/media/videos/fixture/missing.vtt',
		});
		await waitForReady(video);
		const slider = screen.getByRole('slider', { name: '播放进度' });
		await slider.hover();
		await expect.poll(() => root.querySelector('.vp-slider-tip')?.textContent).toMatch(/^00:00:0/);
		await new Promise((done) => setTimeout(done, 300));
		expect(page.getByTestId('vp-thumb').query()).toBeNull();
	});

	it('under native controls, shows the tile of the place being dragged to while seeking', async () => {
		const screen = await render(<NativeControlsHarness />);
		const video = screen.container.querySelector('video') as HTMLVideoElement;
		await waitForReady(video);
		expect(page.getByTestId('vp-thumb').query()).toBeNull();
		const seeked = waitForEvent(video, 'seeked');
		video.currentTime = 2.5;
		const thumb = page.getByTestId('vp-thumb');
		await expect.poll(() => thumb.query()?.style.backgroundPosition).toBe('-320px 0px');
		expect(screen.container.querySelector('.vp-scrub')?.textContent).toBe('00:00:02');
		await seeked;
		await expect.poll(() => thumb.query(), { timeout: 3000 }).toBeNull();
	});
});
