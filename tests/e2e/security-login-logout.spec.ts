import { expect, type Page, test } from '@playwright/test';
import { freshMobile, logInThroughPage } from './chrome-helpers';
import { publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

const HOME = /\/(mobile\/)?home-list$/;

// The first test of a run also waits for the shared server to seed its demo data.
test.beforeEach(() => test.setTimeout(60_000));

test.describe('login with a redirect that a browser turns into another host', () => {
	for (const control of ['%09', '%0a', '%0d']) {
		test(`redirect=/${control}/evil.example/phish keeps the visitor on the portal`, async ({
			page,
			baseURL,
		}) => {
			const portal = new URL(baseURL ?? '').origin;
			await page.goto(`/login?redirect=/${control}/evil.example/phish`);
			await logInThroughPage(page, freshMobile());
			await expect(page).toHaveURL(HOME);
			expect(new URL(page.url()).origin).toBe(portal);
		});
	}
});

test('malformed kpy_session and kpy_device cookies are no session: pages answer, logout clears them', async ({
	playwright,
	baseURL,
}) => {
	const client = await playwright.request.newContext({
		baseURL: baseURL ?? '',
		// A user agent that is no phone's, so the device middleware keeps the desktop paths.
		userAgent: 'kpy-e2e',
		extraHTTPHeaders: { cookie: 'kpy_session=%zz; kpy_device=%E4' },
	});
	for (const path of ['/home-list', '/detail-page?id=1', '/login?redirect=%2Fhome-list']) {
		const page = await client.get(path, { maxRedirects: 0 });
		expect(page.status(), path).toBeLessThan(400);
	}
	const guarded = await client.get('/user-center', { maxRedirects: 0 });
	expect(guarded.headers().location).toBe('/login?redirect=%2Fuser-center');
	const out = await client.get('/api/account/loginout');
	expect(out.status()).toBe(200);
	expect(out.headers()['set-cookie']).toMatch(/^kpy_session=; .*Max-Age=0/);
	await client.dispose();
});

let server: PortalServer;

test.describe('pictures that point at logout', () => {
	test.beforeAll(async () => {
		test.setTimeout(SERVER_START_TIMEOUT_MS);
		server = await openPublishingServer();
	});

	async function userInfoCode(page: Page): Promise<number> {
		const answer = await page.request.get(`${server.baseURL}/api/user/getUserInfo`);
		return ((await answer.json()) as { code: number }).code;
	}

	test('a detail page with an image of /api/account/loginout does not log its visitor out', async ({
		page,
	}, info) => {
		const prefix = info.project.name === 'mobile' ? '/mobile' : '';
		await logIn(page, server.baseURL, server.dataDir, freshMobile());
		const id = await publishThroughApi(page, server.baseURL, '带图片的讲座', {
			content:
				'<p>现场</p><img src="/api/account/loginout"><img src="/images/../api/h5/account/loginout">',
		});
		await page.goto(`${server.baseURL}${prefix}/detail-page?id=${id}`);
		await expect(page.locator('.rich-text')).toContainText('现场');
		await expect(page.locator('.rich-text img')).toHaveCount(0);

		// Pictures the page could have stored under older rules: the browser really loads them,
		// same-origin and with the session cookie, as <img> (Sec-Fetch-Dest: image).
		const loaded = await page.evaluate(async () => {
			const sources = [
				'/api/account/loginout',
				'/api/h5/account/loginout',
				'/images/../api/account/loginout',
			];
			const results = await Promise.all(
				sources.map(
					(src) =>
						new Promise<string>((done) => {
							const image = document.createElement('img');
							image.onload = () => done('load');
							image.onerror = () => done('error');
							image.src = src;
							document.querySelector('.rich-text')?.append(image);
						}),
				),
			);
			return results;
		});
		expect(loaded).toEqual(['error', 'error', 'error']);
		expect(await userInfoCode(page)).toBe(0);
		const cookies = await page.context().cookies(server.baseURL);
		expect(cookies.find((cookie) => cookie.name === 'kpy_session')?.value).toMatch(
			/^[0-9a-f]{64}$/,
		);

		// The portal's own logout (a fetch) still works.
		const out = await page.evaluate(async () => {
			const answer = await fetch('/api/account/loginout');
			return ((await answer.json()) as { code: number }).code;
		});
		expect(out).toBe(0);
		expect(await userInfoCode(page)).toBe(100000009);
	});
});
