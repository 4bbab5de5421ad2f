import { beforeAll, describe, expect, it } from 'vitest';
import { type BrokenHow, type BrokenTarget, brokenScenario } from './broken-scenario';
import { renderPlayer } from './player-harness';

const ERROR_WITHIN_MS = 1000;

/** When the last answer for a URL of the scenario ending in `file` arrived, if the browser kept it. */
function answeredAt(scenario: string, file: RegExp): number | undefined {
	const entries = performance
		.getEntriesByType('resource')
		.filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
		.filter((e) => e.name.includes(`/s/${scenario}/`) && file.test(e.name));
	return entries.at(-1)?.responseEnd || undefined;
}

const BROKEN_FILE: Record<BrokenTarget, RegExp> = {
	master: /\/master\.m3u8$/,
	variant: /\/\d+p\/index\.m3u8$/,
	segment: /\/seg1\.m4s$/,
};

/**
 * Renders a player on a broken stream; returns how long 请求错误 took to show after the broken
 * answer arrived (after the render when the browser keeps no timing for it, as for a reset).
 */
async function timeError(src: string, preload: 'auto' | 'none', broken?: [string, BrokenTarget]) {
	performance.setResourceTimingBufferSize(2000);
	performance.clearResourceTimings();
	let shownAt = 0;
	const observer = new MutationObserver(() => {
		if (!shownAt && document.querySelector('.vp-loading.is-error')) shownAt = performance.now();
	});
	observer.observe(document.body, { childList: true, subtree: true });
	const started = performance.now();
	const { screen, root } = await renderPlayer({ src, preload });
	const retry = screen.getByRole('button', { name: '重试' });
	if (preload === 'none') await screen.getByRole('button', { name: '播放', exact: true }).click();
	await expect.element(retry, { timeout: 5000 }).toBeVisible();
	observer.disconnect();
	const from = broken ? (answeredAt(broken[0], BROKEN_FILE[broken[1]]) ?? started) : started;
	return { screen, root, retry, elapsed: shownAt - from };
}

describe('video player error states', () => {
	beforeAll(async () => {
		// The first render imports hls.js; the timings below are about the stream, not that import.
		await import('hls.js');
		await import('hls.js/light');
	});

	const cases: [BrokenTarget, BrokenHow][] = [
		['master', '404'],
		['master', '503'],
		['variant', '404'],
		['variant', '503'],
		['segment', '404'],
		['segment', '503'],
		['segment', 'reset'],
	];
	for (const [target, how] of cases) {
		it(`shows 请求错误 with 重试 within 1 s for a ${how} ${target}`, async () => {
			const { name, src } = brokenScenario(target, how, 'timing');
			const { screen, root, elapsed } = await timeError(src, 'auto', [name, target]);
			console.info(`${target} ${how}: 请求错误 after ${Math.round(elapsed)} ms`);
			expect(elapsed).toBeLessThan(ERROR_WITHIN_MS);
			// Nothing that arrives later (loadstart, waiting) replaces it with a spinner.
			await new Promise((resolve) => setTimeout(resolve, 500));
			expect(root.querySelector('.vp-loading')?.textContent).toBe('请求错误重试');
			await screen.unmount();
		});
	}

	it('never stays on 加载中 with a 404 master playlist: 20 runs out of 20', {
		timeout: 120_000,
	}, async () => {
		const { name, src } = brokenScenario('master', '404', 'repeat');
		for (let run = 0; run < 20; run++) {
			const { screen, root, elapsed } = await timeError(src, 'auto', [name, 'master']);
			expect(elapsed, `run ${run + 1}`).toBeLessThan(ERROR_WITHIN_MS);
			await new Promise((resolve) => setTimeout(resolve, 150));
			expect(root.querySelector('.vp-loading')?.textContent, `run ${run + 1}`).toBe('请求错误重试');
			expect(root.querySelector('.vp-sr')?.textContent).toBe('请求错误');
			await screen.unmount();
		}
	});

	for (const preload of ['auto', 'none'] as const) {
		it(`replays from where it stopped after 重试 once the stream answers (preload ${preload})`, {
			timeout: 30_000,
		}, async () => {
			const scenario = brokenScenario('segment', '404', `retry${preload}`);
			const { screen, root, retry } = await timeError(scenario.src, preload);
			const video = root.querySelector('video') as HTMLVideoElement;
			// What was buffered does not play on under 请求错误.
			await expect.poll(() => video.paused).toBe(true);
			expect(screen.getByRole('button', { name: '重新播放' }).elements().length).toBeGreaterThan(0);
			const stoppedAt = video.currentTime;
			await new Promise((resolve) => setTimeout(resolve, 500));
			expect(video.currentTime).toBe(stoppedAt);
			await scenario.heal();
			await retry.click();
			await expect.element(retry).not.toBeInTheDocument();
			await expect
				.element(screen.getByRole('button', { name: '暂停', exact: true }), { timeout: 10_000 })
				.toBeVisible();
			await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(4.2);
			expect(video.currentTime).toBeGreaterThanOrEqual(stoppedAt);
		});
	}
});
