import { type BrowserContext, devices, expect, type Page, test } from '@playwright/test';
import {
	type CspWatch,
	expectIslandsHydrated,
	expectPageHeaders,
	violations,
	watchCsp,
} from './csp-watch';
import { makePng } from './publish-fixtures';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

// Astro sends its policy from built servers only (`astro dev` has none), so these tests need one.

/** The demo publisher (server/db/seed/seed-demo.ts). */
const PUBLISHER_MOBILE = '13800000001';

// A server of its own: demo data for the admin, publishing open for the cover upload, and the
// shared server as a foreign analytics host. The test is @desktop and opens a phone context
// itself, so the server starts once for both layouts.
let server: PortalServer;
let analyticsOrigin: string;
test.beforeAll(async () => {
	if (test.info().project.use.isMobile) return;
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	analyticsOrigin = new URL(String(test.info().project.use.baseURL)).origin;
	// Demo data (the admin) and an open publishing cutoff are startPortalServer's defaults.
	server = await startPortalServer(4452, { ANALYTICS_SERVER_URL: analyticsOrigin });
});
test.afterAll(async () => server?.stop());

async function openPage(page: Page, path: string, watch: CspWatch, layout: string) {
	const label = `${path} (${layout})`;
	const response = await page.goto(`${server.baseURL}${path}`);
	expectPageHeaders(response, label);
	const csp = response?.headers()['content-security-policy'] ?? '';
	expect(csp, `${label}: beacons may reach the analytics host`).toMatch(
		new RegExp(`connect-src 'self'[^;]* ${analyticsOrigin}`),
	);
	await expectIslandsHydrated(page, label);
	expect(await violations(page, watch), label).toEqual([]);
}

async function signedInLayout(context: BrowserContext, layout: 'desktop' | 'mobile') {
	const page = await context.newPage();
	const watch = await watchCsp(page);
	const beacons: string[] = [];
	page.on('request', (request) => {
		if (request.url().startsWith(`${analyticsOrigin}/sa`)) beacons.push(request.url());
	});
	await logIn(page, server.baseURL, server.dataDir, PUBLISHER_MOBILE);
	await openPage(page, '/user-center', watch, layout);
	await expect(page.locator('html')).toHaveAttribute('data-device', layout);
	await openPage(page, '/publish-activity', watch, layout);
	await page.getByLabel('封面图片').setInputFiles(await makePng());
	const preview = page.getByRole('img', { name: '封面预览' });
	await expect(preview).toHaveAttribute('src', /\/uploads\//);
	await expect
		.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
		.toBeGreaterThan(0);
	// The analytics client sends its beacons to the configured host, which the page's policy allows.
	await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThan(0);
	expect(await violations(page, watch)).toEqual([]);
	await page.close();
}

test('signed-in pages in both layouts (user centre, publish form with its cover, admin) run under the policy @desktop', async ({
	page,
	browser,
}) => {
	test.setTimeout(120_000);
	await signedInLayout(page.context(), 'desktop');
	const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN' });
	try {
		await signedInLayout(phone, 'mobile');
	} finally {
		await phone.close();
	}
	const admin = await browser.newContext({ locale: 'zh-CN' });
	try {
		const adminPage = await admin.newPage();
		const watch = await watchCsp(adminPage);
		await logIn(adminPage, server.baseURL, server.dataDir, ADMIN_MOBILE);
		await openPage(adminPage, '/admin', watch, 'desktop');
	} finally {
		await admin.close();
	}
});
