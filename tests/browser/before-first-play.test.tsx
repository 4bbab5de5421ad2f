import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { brokenScenario } from './broken-scenario';
import { renderPlayer } from './player-harness';

/** Segments of one scenario fetched so far, with their rendition ("480p/seg0.m4s"). */
function fetchedSegments(name: string) {
	return performance
		.getEntriesByType('resource')
		.filter((e) => e.name.includes(`/s/${name}/`) && e.name.endsWith('.m4s'))
		.map((e) => e.name.split('/').slice(-2).join('/'));
}

const readout = (root: HTMLElement) => root.querySelector('.vp-time')?.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('video player before its first play', () => {
	beforeEach(() => {
		performance.setResourceTimingBufferSize(2000);
		performance.clearResourceTimings();
	});

	it('with preload none fetches no segment, yet shows the total time from the playlist', async () => {
		const { name, src } = brokenScenario('ok', '', 'none');
		const { root } = await renderPlayer({ src, preload: 'none' });
		await expect.poll(() => readout(root), { timeout: 10_000 }).toBe('00:00:00 / 00:00:08');
		await settle();
		expect(fetchedSegments(name)).toEqual([]);
	});

	it('with preload metadata fetches the first segment only', async () => {
		const { name, src } = brokenScenario('ok', '', 'metadata');
		const { root } = await renderPlayer({ src, preload: 'metadata' });
		await expect.poll(() => readout(root), { timeout: 10_000 }).toBe('00:00:00 / 00:00:08');
		await settle();
		const segments = fetchedSegments(name);
		expect(segments.filter((s) => s.endsWith('/seg0.m4s')).length).toBeGreaterThan(0);
		// Video: the first segment. The separate audio track may need its second segment to
		// cover the first video segment's last frames; nothing beyond that.
		const video = segments.filter((s) => /^\d+p\//.test(s));
		expect(video.filter((s) => !s.endsWith('/seg0.m4s'))).toEqual([]);
		expect(segments.filter((s) => /seg[2-9]\.m4s$/.test(s))).toEqual([]);
	});

	it('with preload auto buffers past the first segment', async () => {
		const { name, src } = brokenScenario('ok', '', 'auto');
		await renderPlayer({ src, preload: 'auto' });
		await expect
			.poll(() => fetchedSegments(name).filter((s) => !s.endsWith('/seg0.m4s')).length, {
				timeout: 10_000,
			})
			.toBeGreaterThan(0);
	});

	it('seeks with the keys and the progress bar before the first play, and plays from there', async () => {
		const { src } = brokenScenario('ok', '', 'seek');
		const { screen, root, video } = await renderPlayer({ src, preload: 'none' });
		await expect.poll(() => readout(root), { timeout: 10_000 }).toBe('00:00:00 / 00:00:08');
		root.focus();
		await userEvent.keyboard('{ArrowRight}');
		await expect.poll(() => readout(root)).toBe('00:00:08 / 00:00:08');
		await userEvent.keyboard('{ArrowLeft}');
		await expect.poll(() => readout(root)).toBe('00:00:00 / 00:00:08');
		const slider = screen.getByRole('slider', { name: '播放进度' });
		const box = slider.element().getBoundingClientRect();
		await slider.click({ position: { x: box.width / 2, y: box.height / 2 } });
		await expect.poll(() => readout(root)).toMatch(/^00:00:0[34] \/ 00:00:08$/);
		await screen.getByRole('button', { name: '播放', exact: true }).click();
		// Playing from 0 would take some 3 s of real time to get there.
		await expect.poll(() => video.currentTime, { timeout: 1500 }).toBeGreaterThan(3.4);
	});
});
