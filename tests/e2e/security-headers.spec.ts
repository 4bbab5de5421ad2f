import { expect, test } from '@playwright/test';
import { expectIslandsHydrated, expectPageHeaders, violations, watchCsp } from './csp-watch';

// Astro sends its policy from built servers only (`astro dev` has none), so these tests need one.

interface DemoIds {
	activity: number;
	video: number;
	article: number;
}

async function demoIds(request: import('@playwright/test').APIRequestContext): Promise<DemoIds> {
	const list = async (path: string, data: object) => {
		const body = await (await request.post(`/api${path}`, { data })).json();
		return body.data.items as { id: number; type?: string }[];
	};
	const [activity] = await list('/activity/getActivityList', { pageSize: 1 });
	const [video] = await list('/resource/getResourceList', { type: 'video', pageSize: 1 });
	const [article] = await list('/resource/getResourceList', { type: 'article', pageSize: 1 });
	if (!activity || !video || !article) throw new Error('the demo data has no activity or resource');
	return { activity: activity.id, video: video.id, article: article.id };
}

test('every public page kind carries the headers and hydrates with no CSP violation', async ({
	page,
	isMobile,
}) => {
	test.setTimeout(90_000);
	const ids = await demoIds(page.request);
	const watch = await watchCsp(page);
	const beacons: number[] = [];
	page.on('requestfinished', async (request) => {
		if (new URL(request.url()).pathname === '/sa')
			beacons.push((await request.response())?.status() ?? 0);
	});
	const paths = [
		'/home-list',
		'/list-page',
		`/detail-page?id=${ids.activity}`,
		'/education-united-list',
		'/united-list?lh_type=1',
		'/resources-page',
		`/resource-detail?id=${ids.article}`,
		'/login',
		'/no-such-page',
	];
	for (const path of paths) {
		const response = await page.goto(path);
		expectPageHeaders(response, path);
		await expect(page.locator('html')).toHaveAttribute(
			'data-device',
			isMobile ? 'mobile' : 'desktop',
		);
		await expectIslandsHydrated(page, path);
		expect(await violations(page, watch), path).toEqual([]);
	}
	// The analytics client loaded after the load event and its beacons reached /sa.
	await expect.poll(() => beacons.filter((status) => status < 300).length).toBeGreaterThan(0);
	expect(await violations(page, watch)).toEqual([]);
});

test('the video player plays through hls.js (blob: media, blob: worker) under the policy', async ({
	page,
}) => {
	const ids = await demoIds(page.request);
	const watch = await watchCsp(page);
	const response = await page.goto(`/resource-detail?id=${ids.video}`);
	expectPageHeaders(response, 'video resource');
	const video = page.locator('[data-player-slot] video');
	await video.scrollIntoViewIfNeeded();
	await expectIslandsHydrated(page, 'video resource');
	await video.evaluate(async (element: HTMLVideoElement) => {
		element.muted = true;
		await element.play();
	});
	await expect
		.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
			message: 'playback advances',
			timeout: 15_000,
		})
		.toBeGreaterThan(0.3);
	// hls.js feeds the element through a MediaSource, whose address is a blob: URL.
	expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
	expect(await violations(page, watch)).toEqual([]);
});

test("the share panel's QR code (a data: image) shows under the policy", async ({ page }) => {
	const ids = await demoIds(page.request);
	const watch = await watchCsp(page);
	await page.goto(`/detail-page?id=${ids.activity}`);
	await expectIslandsHydrated(page, 'detail page');
	await page.getByRole('button', { name: '分享' }).click();
	const qr = page.getByRole('img', { name: '本页二维码' });
	await expect(qr).toHaveAttribute('src', /^data:image\/png/);
	await expect
		.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth))
		.toBeGreaterThan(0);
	expect(await violations(page, watch)).toEqual([]);
});

test('API answers carry nosniff, a referrer policy and a policy that frames and loads nothing', async ({
	request,
}) => {
	const response = await request.post('/api/first/getBannerList', { data: {} });
	expect(response.status()).toBe(200);
	const headers = response.headers();
	expect(headers['content-security-policy']).toBe(
		"default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
	);
	expect(headers['x-content-type-options']).toBe('nosniff');
	expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test("Astro's origin check refuses a cross-site form post to a page and to the API", async ({
	request,
}) => {
	const foreign = { origin: 'https://evil.example' };
	for (const path of ['/login', '/api/account/sendCode']) {
		const refused = await request.post(path, { form: { mobile: '13800000000' }, headers: foreign });
		expect(refused.status(), path).toBe(403);
	}
	const json = await request.post('/api/first/getBannerList', {
		data: {},
		headers: { ...foreign, 'sec-fetch-site': 'cross-site' },
	});
	expect(json.status()).toBe(403);
	expect(await json.json()).toMatchObject({ code: 100000011, data: null });
});

test('a page of another site can neither post a form nor follow a link into the portal', async ({
	page,
	baseURL,
}) => {
	// about:blank is no page of the portal: its requests are cross-site, with Origin: null.
	await page.goto('about:blank');
	await page.setContent(
		`<form method="post" action="${baseURL}/api/account/sendCode"><input name="mobile" value="13800000000"><button>post</button></form>`,
	);
	const [posted] = await Promise.all([
		page.waitForResponse(`${baseURL}/api/account/sendCode`),
		page.getByRole('button', { name: 'post' }).click(),
	]);
	expect(posted.status()).toBe(403);
	await page.goto('about:blank');
	await page.setContent(`<a href="${baseURL}/api/account/loginout">out</a>`);
	const [followed] = await Promise.all([
		page.waitForResponse(`${baseURL}/api/account/loginout`),
		page.getByRole('link', { name: 'out' }).click(),
	]);
	expect(followed.status()).toBe(403);
	expect(await followed.json()).toMatchObject({ code: 100000011 });
});
