import { expect, type Page, test } from '@playwright/test';

async function openFirstVideo(page: Page, prefix: '' | '/mobile') {
	const answer = await page.request.post('/api/resource/getResourceList', {
		data: { type: 'video', pageSize: 1 },
	});
	const id = (await answer.json()).data.items[0]?.id as number | undefined;
	if (!id) throw new Error('the demo data has no video');
	await page.goto(`${prefix}/resource-detail?id=${id}`);
}

const ZERO = '00:00:00';

test('the resource page shows the total time before play and seeks with the keys @desktop', async ({
	page,
}) => {
	const segments: string[] = [];
	page.on('request', (request) => {
		if (request.url().endsWith('.m4s')) segments.push(request.url());
	});
	await openFirstVideo(page, '');
	const player = page.locator('.vp');
	const time = player.locator('.vp-time');
	await expect(time).toHaveText(/^00:00:00 \/ \d\d:\d\d:\d\d$/, { timeout: 15_000 });
	await expect(time).not.toHaveText(`${ZERO} / ${ZERO}`);
	await player.focus();
	await page.keyboard.press('ArrowRight');
	await expect(time).not.toHaveText(new RegExp(`^${ZERO} /`));
	const [current] = ((await time.textContent()) ?? '').split(' / ');
	const seconds = (current ?? '').split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
	expect(segments).toEqual([]);
	await player.getByRole('button', { name: '播放', exact: true }).click();
	await expect
		.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), {
			timeout: 15_000,
		})
		.toBeGreaterThanOrEqual(seconds - 0.5);
});

test('the resource page knows the video length before play on a phone @mobile', async ({
	page,
}) => {
	await openFirstVideo(page, '/mobile');
	await expect
		.poll(() => page.evaluate(() => document.querySelector('video')?.duration ?? 0), {
			timeout: 15_000,
		})
		.toBeGreaterThan(1);
	expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
});
