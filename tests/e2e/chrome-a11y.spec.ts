import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForIsland } from './chrome-helpers';

test('the header, footer and login form pass an axe scan', async ({ page, isMobile }) => {
	await page.goto('/login?redirect=%2Fhome-list');
	await waitForIsland(page, 'LoginPanel');
	const regions = isMobile
		? ['.mobile-top-bar', '.login-card']
		: ['header.site-header', 'footer.site-footer', '.login-card'];
	let scan = new AxeBuilder({ page });
	for (const region of regions) scan = scan.include(region);
	const { violations } = await scan.analyze();
	expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the open menus pass an axe scan', async ({ page, isMobile }) => {
	await page.goto(isMobile ? '/mobile/list-page' : '/list-page');
	await waitForIsland(page, isMobile ? 'MobileMenu' : 'DesktopNav');
	const button = page.getByRole('button', { name: isMobile ? '菜单' : '联合行动' });
	await button.click();
	await expect(button).toHaveAttribute('aria-expanded', 'true');
	const { violations } = await new AxeBuilder({ page })
		.include(isMobile ? '.mobile-menu' : 'header.site-header')
		.analyze();
	expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
