import { expect, test } from '@playwright/test';

test('an activity card offers its cover in WebP widths that the server answers', async ({
	page,
}) => {
	await page.goto('/list-page');
	const cover = page.locator('[data-activity-id] img').first();
	await expect(cover).toBeVisible();
	const srcset = (await cover.getAttribute('srcset')) ?? '';
	const candidates = srcset.split(',').map((entry) => entry.trim().split(/\s+/));
	expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w', '960w', '1280w']);
	for (const [url] of candidates) {
		const response = await page.request.get(url ?? '');
		expect(response.status(), `${url} answers`).toBe(200);
		expect(response.headers()['content-type']).toBe('image/webp');
	}
	await expect
		.poll(() => cover.evaluate((image) => (image as HTMLImageElement).currentSrc))
		.toMatch(/-w(320|640|960|1280)\.webp$/);
});
