import { expect, test } from '@playwright/test';
import { ADMIN_MOBILE, logIn } from './publish-login';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

/** Not the build's default: the built server must read ADMIN_URL when it starts. */
const ADMIN_URL = 'https://admin.example.test/review';

let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await startPortalServer(4671, { ADMIN_URL });
});
test.afterAll(async () => server?.stop());

// @desktop: 审核后台 and the header menu are desktop-only.
test('the user centre and the header link to the ADMIN_URL the server started with @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, ADMIN_MOBILE);
	await page.goto(`${server.baseURL}/user-center`);
	await expect(page.getByRole('link', { name: '审核后台' })).toHaveAttribute('href', ADMIN_URL);
	const headerLink = page.locator('header a', { hasText: '管理后台' });
	await expect(headerLink).toHaveAttribute('href', ADMIN_URL);
});
