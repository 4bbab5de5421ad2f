import { expect, test } from '@playwright/test';
import { logInThroughApi } from './api-login';
import { freshMobile, logInThroughPage, waitForIsland } from './chrome-helpers';
import { ADMIN_MOBILE, logIn } from './publish-login';

// The desktop header and footer exist on the desktop layout only.
test.describe('desktop chrome @desktop', () => {
	test('the joint-action menu works by keyboard as a WAI-ARIA menu button', async ({ page }) => {
		await page.goto('/detail-page');
		await waitForIsland(page, 'DesktopNav');
		const button = page.getByRole('button', { name: '联合行动' });
		await expect(button).toHaveAttribute('aria-haspopup', 'menu');
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await button.focus();
		await page.keyboard.press('Enter');
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		const menu = page.getByRole('menu', { name: '联合行动' });
		await expect(menu.getByRole('menuitem')).toHaveText([
			'全国学会联合行动',
			'高校科协联合行动',
			'科普教育基地联合行动',
			'企业科协联合行动',
			'现代科技馆体系联合行动',
			'全国农技协联合行动',
			'科普阅读进万家联合行动',
		]);
		await expect(menu.getByRole('menuitem', { name: '全国学会联合行动' })).toBeFocused();
		await page.keyboard.press('ArrowDown');
		await expect(menu.getByRole('menuitem', { name: '高校科协联合行动' })).toBeFocused();
		await page.keyboard.press('End');
		await expect(menu.getByRole('menuitem', { name: '科普阅读进万家联合行动' })).toBeFocused();
		await page.keyboard.press('ArrowDown');
		await expect(menu.getByRole('menuitem', { name: '全国学会联合行动' })).toBeFocused();
		await expect(menu.getByRole('menuitem', { name: '企业科协联合行动' })).toHaveAttribute(
			'href',
			'/united-list?lh_type=3',
		);
		await page.keyboard.press('Escape');
		await expect(menu).toBeHidden();
		await expect(button).toBeFocused();
	});

	// Walk-through m10: 管理后台 was offered to everyone, and opened on 无权限访问管理后台.
	test('个人中心 opens on hover with 用户中心, and with 管理后台 in a new window for admins only', async ({
		page,
		baseURL,
	}) => {
		const personalMenu = async () => {
			await page.goto('/detail-page');
			await waitForIsland(page, 'DesktopNav');
			await page.getByRole('button', { name: '个人中心' }).hover();
			return page.getByRole('menu', { name: '个人中心' });
		};
		let menu = await personalMenu();
		await expect(menu.getByRole('menuitem')).toHaveText(['用户中心']);
		await expect(menu.getByRole('menuitem', { name: '用户中心' })).toHaveAttribute(
			'href',
			'/user-center',
		);

		await logInThroughApi(page);
		menu = await personalMenu();
		// The header names the user once their profile has been read: the menu has heard it too.
		await expect(page.locator('.header-user-name')).toHaveText(/^用户\d{4}$/);
		await expect(menu.getByRole('menuitem')).toHaveText(['用户中心']);

		await page.context().clearCookies();
		await logIn(page, baseURL ?? '', process.env.E2E_DATA_DIR ?? '', ADMIN_MOBILE);
		menu = await personalMenu();
		await expect(menu.getByRole('menuitem')).toHaveText(['用户中心', '管理后台']);
		const admin = menu.getByRole('menuitem', { name: '管理后台' });
		await expect(admin).toHaveAttribute('target', '_blank');
		await expect(admin).toHaveAttribute('href', '/admin');
	});

	test('the header lies transparent over the hero on the home page, not on a detail page', async ({
		page,
	}) => {
		await page.goto('/home-list');
		await expect(page.locator('header.site-header')).toHaveClass(/transparent/);
		await page.goto('/detail-page');
		await expect(page.locator('header.site-header')).not.toHaveClass(/transparent/);
	});

	test('the footer shows copyright, two hotlines, the mobile-site QR code and no 公众号 code unless one is configured', async ({
		page,
	}) => {
		await page.goto('/detail-page');
		const footer = page.locator('footer.site-footer');
		await expect(footer).toContainText('版权所有');
		await expect(footer.getByRole('link', { name: /^010-/ })).toHaveCount(2);
		const codes = footer.getByRole('img', { name: /二维码/ });
		await expect(codes).toHaveCount(1);
		await expect(codes).toHaveAccessibleName('二维码：手机扫码访问');
		await expect(codes).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
	});

	test('logging out from the user centre resets the header and goes home after 300 ms', async ({
		page,
	}) => {
		await page.goto('/login?redirect=%2Fuser-center');
		// The new number's name prompt is answered before the menu opens: answered while the menu is
		// open, it would take the focus and close the menu.
		await logInThroughPage(page, freshMobile(), undefined, { keepNamePrompt: true });
		await expect(page).toHaveURL(/\/user-center$/);
		const prompt = page.getByRole('dialog', { name: '设置您的昵称' });
		await prompt.getByRole('button', { name: '以后再说' }).click();
		await expect(prompt).toHaveCount(0);
		await waitForIsland(page, 'HeaderAccount');
		const user = page.locator('.header-user > button');
		await user.click();
		await page.getByRole('menuitem', { name: '退出登录' }).click();
		await expect(page.getByText('您好，请')).toBeVisible();
		await expect(page).toHaveURL(/\/home-list$/);
		expect(await page.evaluate(() => localStorage.getItem('kpy-session:token'))).toBe('""');
		await page.goto('/user-center');
		await expect(page).toHaveURL(/\/login\?redirect=%2Fuser-center/);
	});
});

// The top bar and floating menu exist on the mobile layout only.
test.describe('mobile chrome @mobile', () => {
	test('the top bar says 登录 and leads a visitor to login for the user centre', async ({
		page,
	}) => {
		await page.goto('/mobile/home-list');
		await waitForIsland(page, 'MobileAccountBar');
		const account = page.locator('.mobile-account');
		await expect(account).toHaveText('登录');
		await expect(account).toHaveAttribute('href', '/login?redirect=%2Fmobile%2Fuser-center');
	});

	// Walk-through m11: the floating menu button left the name one character (用…, 张…).
	test('the top bar shows a signed-in name in full from 320 to 414 px, in 长辈模式 too', async ({
		page,
	}) => {
		await logInThroughApi(page);
		const problems: string[] = [];
		for (const elder of [false, true]) {
			if (elder) await page.evaluate(() => localStorage.setItem('kpy-elder', '1'));
			for (const width of [320, 360, 390, 414]) {
				await page.setViewportSize({ width, height: 740 });
				await page.goto('/mobile/home-list');
				await waitForIsland(page, 'MobileAccountBar');
				const name = page.locator('.mobile-account-name');
				await expect(name).toHaveText(/^用户\d{4}$/);
				const cut = await name.evaluate((text) => text.scrollWidth - text.clientWidth);
				if (cut > 0) problems.push(`${elder ? '长辈模式 ' : ''}${width} px: ${cut} px cut`);
			}
		}
		expect(problems).toEqual([]);
	});

	test('the top bar menu lists the five entries, adds 退出登录 once logged in, and logs out', async ({
		page,
	}) => {
		await page.goto('/mobile/list-page');
		await waitForIsland(page, 'MobileMenu');
		await page.getByRole('button', { name: '菜单' }).tap();
		const menu = page.getByRole('menu', { name: '菜单' });
		const entries = ['首页', '个人中心', '活动列表', '科普教育基地联合行动', '资源中心'];
		await expect(menu.getByRole('menuitem')).toHaveText(entries);

		await page.goto('/login?redirect=%2Fmobile%2Fpublish-activity');
		// The new number's name prompt is answered here, before the menu: answered by a handler while
		// the menu logs out, it raced the navigation to the home page.
		await logInThroughPage(page, freshMobile(), undefined, { keepNamePrompt: true });
		await expect(page).toHaveURL(/\/mobile\/publish-activity$/);
		await expect(page.locator('.mobile-top-bar')).toHaveCount(0);
		const prompt = page.getByRole('dialog', { name: '设置您的昵称' });
		await prompt.getByRole('button', { name: '以后再说' }).click();
		await expect(prompt).toHaveCount(0);

		await page.goto('/mobile/user-center');
		await waitForIsland(page, 'MobileMenu');
		await page.getByRole('button', { name: '菜单' }).tap();
		await expect(menu.getByRole('menuitem')).toHaveText([...entries, '退出登录']);
		await menu.getByRole('menuitem', { name: '退出登录' }).tap();
		await expect(page).toHaveURL(/\/mobile\/home-list$/);
		await waitForIsland(page, 'MobileAccountBar');
		await expect(page.locator('.mobile-account')).toHaveText('登录');
	});
});
