import { describe, expect, it } from 'vitest';
import { FIXTURE_HLS, FIXTURE_MP4, renderPlayer } from './player-harness';

// On a slow network the page shows the player before hls.js (or the file) is in, and a viewer may
// tap play then: that play holds until the player sets the source, and then starts.
describe('a play asked for before the source is set', () => {
	for (const [kind, src] of [
		['HLS through hls.js', FIXTURE_HLS],
		['MP4', FIXTURE_MP4],
	] as const) {
		it(`starts once the source is set (${kind})`, async () => {
			const { video } = await renderPlayer({ src });
			expect(video.currentSrc).toBe('');
			video.muted = true;
			const asked = video.play().then(
				() => 'played',
				(error: DOMException) => error.name,
			);
			await expect.poll(() => video.currentTime, { timeout: 15_000 }).toBeGreaterThan(0.3);
			expect(video.paused).toBe(false);
			expect(await asked).toBe('played');
		});
	}
});
