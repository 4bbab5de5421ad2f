import { expect, test } from '@playwright/test';

async function firstVideoId(request: import('@playwright/test').APIRequestContext) {
	const body = await (
		await request.post('/api/resource/getResourceList', { data: { type: 'video', pageSize: 1 } })
	).json();
	const id = body.data.items[0]?.id as number | undefined;
	if (!id) throw new Error('the demo data has no video');
	return id;
}

function videoState(page: import('@playwright/test').Page) {
	return page.evaluate(() => {
		const video = document.querySelector('video');
		if (!video) throw new Error('no video on the page');
		const end = video.buffered.length ? video.buffered.end(video.buffered.length - 1) : 0;
		return { readyState: video.readyState, paused: video.paused, controls: video.controls, end };
	});
}

test('a phone shows the first frame under native controls, fetching one segment before play @mobile', async ({
	page,
}) => {
	const segments: string[] = [];
	page.on('request', (request) => {
		if (request.url().endsWith('.m4s')) segments.push(request.url());
	});
	await page.clock.install();
	await page.goto(`/mobile/resource-detail?id=${await firstVideoId(page.request)}`);
	// HAVE_CURRENT_DATA: the browser's controls show their play button, not a loading spinner.
	await expect
		.poll(async () => (await videoState(page)).readyState, { timeout: 15_000 })
		.toBeGreaterThanOrEqual(2);
	const before = await videoState(page);
	expect(before).toMatchObject({ paused: true, controls: true });
	expect(before.end).toBeLessThanOrEqual(2.5);
	// hls.js decides on the next segment on its timer: many of its ticks on the page's clock load none.
	await page.clock.runFor(2_000);
	expect(segments).toHaveLength(1);
	await page.evaluate(() => document.querySelector('video')?.play());
	await expect
		.poll(async () => (await videoState(page)).end, { timeout: 15_000 })
		.toBeGreaterThan(4);
});
