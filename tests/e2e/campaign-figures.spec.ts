import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-scan';
import { SCRIPT_BUDGET_BEFORE_LOAD, scriptBytesBeforeLoad } from './script-budget';

// The public figures page: the numbers, the province map (inline SVG with the 南海诸岛 inset) and
// its table, no more than 10 KB of script before the load event, and no serious axe findings. The
// home page links to it. E2E_SHOTS_DIR, when set, receives a phone screenshot.

test('shows the figures, the map and its table within the script budget', async ({
	page,
	isMobile,
}) => {
	test.setTimeout(120_000);
	const path = isMobile ? '/mobile/campaign-figures' : '/campaign-figures';
	if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
	const answer = await page.goto(path, { waitUntil: 'load' });
	expect(answer?.status()).toBe(200);
	expect(answer?.headers()['cache-control']).toContain('public');
	await expect(page.getByRole('heading', { name: '科普月数据', level: 1 })).toBeVisible();
	const activities = page.locator('.numbers .item').first();
	await expect(activities).toContainText('科普活动');
	expect(
		Number(((await activities.locator('.value').textContent()) ?? '').replaceAll(',', '')),
	).toBeGreaterThan(0);
	const map = page.getByRole('img', { name: /各省份已发布的科普活动数量分布图/ });
	await expect(map).toBeVisible();
	// 34 province-level divisions and the 南海诸岛 inset.
	await expect(map.locator('path')).toHaveCount(35);
	await expect(map.locator('path title', { hasText: '台湾省' })).toHaveCount(1);
	await expect(page.getByRole('table', { name: '各省份科普活动数' })).toBeVisible();
	expect(await scriptBytesBeforeLoad(page)).toBeLessThanOrEqual(SCRIPT_BUDGET_BEFORE_LOAD);
	await expectNoSeriousViolations(page, `${path} (${isMobile ? 'mobile' : 'desktop'})`);
	if (process.env.E2E_SHOTS_DIR) {
		await page.screenshot({
			path: `${process.env.E2E_SHOTS_DIR}/figures-${isMobile ? '390' : '1440'}.png`,
			fullPage: true,
			timeout: 60_000,
		});
	}
});

test('the home page shows the same figures and links to the page', async ({ page, isMobile }) => {
	test.setTimeout(90_000);
	const prefix = isMobile ? '/mobile' : '';
	await page.goto(`${prefix}/campaign-figures`);
	const total = (await page.locator('.numbers .item .value').first().textContent()) ?? '';
	await page.goto(`${prefix}/home-list`);
	const section = page.locator('.home-figures');
	await expect(section.locator('.numbers .item .value').first()).toHaveText(total);
	await section.getByRole('link', { name: /查看各省份分布/ }).click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/campaign-figures$`));
});
