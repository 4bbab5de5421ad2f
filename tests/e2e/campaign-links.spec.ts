import { expect, test } from '@playwright/test';
import { rawGet } from './raw-http';

const TAGS = 'utm_source=sms&utm_campaign=kpy&from=singlemessage&isappinstalled=0';

test('a page reached through a campaign or WeChat link is the page itself, byte for byte @desktop', async ({
	baseURL,
}) => {
	const asked = { 'accept-encoding': 'gzip, deflate, br' };
	// A kept page asked for again is packed tighter once, in the background, under an ETag of its
	// own (-br1 before, -br after): both links are read once that is done.
	await expect
		.poll(async () => (await rawGet(`${baseURL}/list-page?sort=hot`, asked)).headers.etag)
		.toMatch(/-br"$/);
	const tagged = await rawGet(`${baseURL}/list-page?sort=hot&${TAGS}`, asked);
	const otherTags = await rawGet(`${baseURL}/list-page?utm_source=wechat&sort=hot`, asked);
	expect(tagged.status).toBe(200);
	expect(otherTags.status).toBe(200);
	expect(tagged.headers.etag).toBeTruthy();
	expect(otherTags.headers.etag).toBe(tagged.headers.etag);
	expect(otherTags.body.equals(tagged.body)).toBe(true);
});

test('links within the portal leave tracking parameters behind @desktop', async ({ page }) => {
	await page.goto(`/list-page?sort=hot&${TAGS}`);
	await expect(page.getByRole('link', { name: '登录' })).toHaveAttribute(
		'href',
		`/login?redirect=${encodeURIComponent('/list-page?sort=hot')}`,
	);
	const hrefs = await page
		.locator('main a[href^="/list-page"]')
		.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
	expect(hrefs.length, 'the list links its sorting and pages').toBeGreaterThan(2);
	for (const href of hrefs) expect(href).not.toMatch(/utm_|from=|isappinstalled/);
});
