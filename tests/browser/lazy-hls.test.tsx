import { describe, expect, it } from 'vitest';
import VideoPlayer from '../../src/islands/video-player/VideoPlayer';
import '../../src/islands/video-player/video-player.css';
import { FIXTURE_HLS, FIXTURE_MP4, renderPlayer, waitForReady } from './player-harness';
import { render } from './render';

// This file must stay the first to import hls.js in its iframe: each test file gets a fresh module graph.
const hlsRequests = () =>
	performance
		.getEntriesByType('resource')
		.filter((entry) => /hls(__|\.|_)?js|hls\.m?js/.test(entry.name));

describe('video player loads hls.js lazily', () => {
	it('never fetches hls.js for an MP4 source', async () => {
		performance.setResourceTimingBufferSize(1000);
		performance.clearResourceTimings();
		const { video } = await renderPlayer({ src: FIXTURE_MP4 });
		await waitForReady(video);
		expect(hlsRequests()).toEqual([]);
	});

	it('fetches hls.js for an HLS player only once it comes near the viewport', async () => {
		performance.clearResourceTimings();
		const screen = await render(
			<div>
				<div style={{ height: '3000px' }}>页面内容</div>
				<VideoPlayer src={FIXTURE_HLS} title="下方的视频" />
			</div>,
		);
		await new Promise((resolve) => setTimeout(resolve, 500));
		expect(hlsRequests()).toEqual([]);
		screen.container.querySelector('.vp')?.scrollIntoView();
		await expect.poll(() => hlsRequests().length, { timeout: 10_000 }).toBeGreaterThan(0);
		const video = screen.container.querySelector('video');
		if (video) await waitForReady(video);
	});
});
