import { expect } from 'vitest';
import VideoPlayer, { type VideoPlayerProps } from '../../src/islands/video-player/VideoPlayer';
import '../../src/islands/video-player/video-player.css';
import { render } from './render';

export const FIXTURE_HLS = '/media/videos/fixture/master.m3u8';
export const FIXTURE_MP4 = '/media/videos/fixture.mp4';

/** Renders one player and returns its root, its <video> and a fresh screen scope. */
export async function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
	const screen = await render(<VideoPlayer src={FIXTURE_HLS} title="测试片" {...props} />);
	const root = screen.container.querySelector<HTMLElement>('.vp');
	const video = screen.container.querySelector('video');
	if (!root || !video) throw new Error('player did not render');
	return { screen, root, video };
}

/** Waits until the video has data to play (HLS manifest parsed and first fragment appended). */
export async function waitForReady(video: HTMLVideoElement) {
	await expect.poll(() => video.readyState, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
}

export function waitForEvent(target: EventTarget, name: string, timeout = 15_000): Promise<Event> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeout} ms`)), timeout);
		target.addEventListener(
			name,
			(event) => {
				clearTimeout(timer);
				resolve(event);
			},
			{ once: true },
		);
	});
}
