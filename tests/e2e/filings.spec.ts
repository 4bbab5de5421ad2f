import { expect, test } from '@playwright/test';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';

// The footers show the ICP and 公安备案 filings from ICP_NUMBER and POLICE_RECORD_NUMBER, each linked
// to its register; the shared server has neither set and shows neither.

const PORT = 4776;
const ICP = '京ICP备05004957号-1';
const POLICE = '京公网安备 11010802036088号';
const RECORD_URL = 'http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=11010802036088';
let portal: PortalServer;

test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	portal = await startPortalServer(PORT, { ICP_NUMBER: ICP, POLICE_RECORD_NUMBER: POLICE });
});

test.afterAll(async () => {
	await portal?.stop();
});

test('the desktop footer links the ICP number to MIIT and the 公安备案 with its badge @desktop', async ({
	page,
}) => {
	await page.goto(`${portal.baseURL}/home-list`);
	const legal = page.locator('footer.site-footer .footer-legal');
	await expect(legal.getByRole('link', { name: ICP })).toHaveAttribute(
		'href',
		'https://beian.miit.gov.cn/',
	);
	const police = legal.getByRole('link', { name: POLICE });
	await expect(police).toHaveAttribute('href', RECORD_URL);
	const badge = police.locator('img');
	await expect(badge).toHaveAttribute('src', '/images/chrome/police-badge.svg');
	expect(await badge.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
	await page.screenshot({ path: '/tmp/shots/static-speed/footer-desktop.png', fullPage: true });
});

test('the mobile layout shows the same filings below the page @mobile', async ({ page }) => {
	await page.goto(`${portal.baseURL}/mobile/home-list`);
	const filings = page.locator('footer.mobile-filings');
	await expect(filings.getByRole('link', { name: ICP })).toHaveAttribute(
		'href',
		'https://beian.miit.gov.cn/',
	);
	await expect(filings.getByRole('link', { name: POLICE })).toHaveAttribute('href', RECORD_URL);
	await filings.scrollIntoViewIfNeeded();
	await page.screenshot({ path: '/tmp/shots/static-speed/footer-mobile.png', fullPage: true });
});

test('without ICP_NUMBER and POLICE_RECORD_NUMBER neither layout shows a filing', async ({
	page,
}, info) => {
	await page.goto('/home-list');
	await expect(page.locator('main')).toBeVisible();
	await expect(page.getByRole('link', { name: /ICP备|公网安备/ })).toHaveCount(0);
	await expect(page.locator('.filings')).toHaveCount(0);
	// Each foot still links the two documents people agree to.
	const foot = info.project.name === 'mobile' ? 'footer.mobile-filings' : 'footer.site-footer';
	await expect(page.locator(`${foot} .legal-links`).getByRole('link')).toHaveText([
		'用户服务协议',
		'个人信息保护政策',
	]);
});
