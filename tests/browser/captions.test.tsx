import { describe, expect, it } from 'vitest';
import { renderPlayer } from './player-harness';

const DEMO_HLS = '/media/videos/demo-1/master.m3u8';

/** The text of the first cue showing on the 中文字幕 track, or '' while none is. */
function shownCaption(video: HTMLVideoElement): string {
	const track = [...video.textTracks].find((t) => t.label === '中文字幕');
	if (track?.mode !== 'showing') return '';
	return (track.activeCues?.[0] as VTTCue | undefined)?.text ?? '';
}

describe('the 字幕 menu', () => {
	it('lists the demo stream’s 中文字幕 before the first play and shows its cues once chosen', async () => {
		const { screen, video } = await renderPlayer({ src: DEMO_HLS, preload: 'none', resume: false });
		const captions = screen.getByRole('button', { name: '字幕' });
		await expect.element(captions, { timeout: 15_000 }).toBeVisible();
		await captions.click();
		await screen.getByRole('menuitemradio', { name: '中文字幕' }).click();
		await captions.click();
		await expect
			.element(screen.getByRole('menuitemradio', { name: '中文字幕' }))
			.toHaveAttribute('aria-checked', 'true');
		await captions.click();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => shownCaption(video), { timeout: 15_000 }).toBe('欢迎观看科普演示一');
		// One WebVTT file: the element shows it, and the light hls.js build plays the stream.
		expect(video.querySelector('track[data-vp-sidecar]')?.getAttribute('src')).toMatch(
			/\/demo-1\/subs-zh\/zh\.vtt$/,
		);
	});

	it('leaves the fixture’s subtitles, beside its alternate audio, to hls.js', async () => {
		const { screen, video } = await renderPlayer({ resume: false });
		const captions = screen.getByRole('button', { name: '字幕' });
		await expect.element(captions, { timeout: 15_000 }).toBeVisible();
		await captions.click();
		await screen.getByRole('menuitemradio', { name: '中文字幕' }).click();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect
			.poll(() => shownCaption(video), { timeout: 15_000 })
			.toBe('欢迎观看全国科普月测试视频');
		expect(video.querySelector('track[data-vp-sidecar]')).toBeNull();
	});

	it('places the cues above the control bar, not under it', async () => {
		const { screen, root, video } = await renderPlayer({ src: DEMO_HLS, resume: false });
		const captions = screen.getByRole('button', { name: '字幕' });
		await expect.element(captions, { timeout: 15_000 }).toBeVisible();
		await captions.click();
		await screen.getByRole('menuitemradio', { name: '中文字幕' }).click();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => shownCaption(video), { timeout: 15_000 }).not.toBe('');
		const track = [...video.textTracks].find((t) => t.label === '中文字幕');
		const cue = track?.activeCues?.[0] as VTTCue;
		const bar = root.querySelector('.vp-control')?.getBoundingClientRect();
		const box = video.getBoundingClientRect();
		expect(cue.snapToLines).toBe(false);
		expect(cue.lineAlign).toBe('end');
		// The cue's bottom edge, as a share of the picture's height, is at or above the bar's top.
		expect(box.top + (Number(cue.line) / 100) * box.height).toBeLessThanOrEqual(bar?.top ?? 0);
	});

	it('turns the captions off again with 关闭', async () => {
		const { screen, video } = await renderPlayer({ src: DEMO_HLS, resume: false });
		const captions = screen.getByRole('button', { name: '字幕' });
		await expect.element(captions, { timeout: 15_000 }).toBeVisible();
		await captions.click();
		await screen.getByRole('menuitemradio', { name: '中文字幕' }).click();
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		await expect.poll(() => shownCaption(video), { timeout: 15_000 }).not.toBe('');
		await captions.click();
		await screen.getByRole('menuitemradio', { name: '关闭' }).click();
		await expect.poll(() => [...video.textTracks].every((t) => t.mode !== 'showing')).toBe(true);
	});
});
