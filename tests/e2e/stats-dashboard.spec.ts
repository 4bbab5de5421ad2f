import { readFile } from 'node:fs/promises';
import { devices, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousViolations } from './a11y-scan';
import { freshMobile } from './chrome-helpers';
import { ADMIN_MOBILE, logIn } from './publish-login';

// The operators' dashboard on the shared server (demo data): charts and their tables render, and a
// breakdown downloads as XLSX that reads back with the table's rows.

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

test('an admin sees every chart with its table, exports a breakdown as XLSX and maps a province by city @desktop', async ({
	page,
	baseURL,
}) => {
	test.setTimeout(120_000);
	const cityMaps: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('/maps/provinces/')) cityMaps.push(request.url());
	});
	await logIn(page, baseURL ?? '', dataDir(), ADMIN_MOBILE);
	await page.goto('/admin/stats');
	await expect(page.getByRole('heading', { name: '数据统计', level: 1 })).toBeVisible();
	await expect(
		page.getByText(/数据更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/),
	).toBeVisible();
	for (const chart of ['province', 'trend', 'joint', 'audience', 'mode']) {
		const box = page.locator(`[data-chart="${chart}"]`);
		await expect(box).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
		await expect(box.locator('svg path').first()).toBeAttached();
		await expect(page.locator(`table[data-table="${chart}"]`)).toBeVisible();
	}
	const approved = Number(
		((await page.locator('[data-total="approved"] dd').textContent()) ?? '').replaceAll(',', ''),
	);
	expect(approved).toBeGreaterThan(0);
	const provinceRows = page.locator('table[data-table="province"] tbody tr');
	const names = await provinceRows.locator('th').allInnerTexts();
	expect(names.length).toBeGreaterThan(0);
	await expectNoSeriousViolations(page, '/admin/stats (desktop)', 'main');

	const section = page.locator('.sd-section-province');
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		section.getByRole('link', { name: '导出 XLSX' }).click(),
	]);
	expect(download.suggestedFilename()).toBe('数据统计-省份.xlsx');
	const book = new ExcelJS.Workbook();
	const file = await readFile((await download.path()) ?? '');
	await book.xlsx.load(
		file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
	);
	const sheet = book.getWorksheet('省份');
	const rows: unknown[][] = [];
	sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
	expect(rows[0]?.[0]).toBe('筛选条件：时间: 不限；省份: 不限；联合行动: 不限');
	expect(rows[1]).toEqual(['省份', '代码', '活动数', '报名人次', '签到人次', '浏览量']);
	expect(rows.slice(2).map((row) => row[0])).toEqual(names);
	// The national view loads no province's city map.
	expect(cityMaps).toEqual([]);

	// One admin, one code a minute: the map's scale and a province's cities are checked on this login.
	const national = page.locator('[data-chart="province"]');
	await expect(national).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
	// The piecewise legend's first step is 0, whatever the smallest province's count.
	await expect(national.locator('svg text').filter({ hasText: /^0$/ })).toHaveCount(1);
	await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '广东省' });
	await page.getByRole('button', { name: '查询' }).click();
	const cities = page.locator('[data-chart="city"]');
	await expect(cities).toHaveAttribute('data-map', 'province-440000', { timeout: 20_000 });
	await expect(page.getByRole('heading', { name: '广东省各城市分布', level: 2 })).toBeVisible();
	await expect(cities.locator('svg path').first()).toBeAttached();
	await expect(cities.locator('svg text').filter({ hasText: /^0$/ })).toHaveCount(1);
	const cityRows = page.locator('table[data-table="city"] tbody tr');
	await expect(cityRows.first()).toBeVisible();
	await expect(cityRows.first().locator('th')).toHaveText(/市$/);
	await expect(page.locator('[data-chart="province"]')).toHaveCount(0);
	const exportLink = page.locator('.sd-section-city').getByRole('link', { name: '导出 XLSX' });
	await expect(exportLink).toHaveAttribute('href', /breakdown=city.*province_code=440000/);
});

test('a filter with a bad range is refused by name, an empty range shows empty tables @desktop', async ({
	page,
	baseURL,
}) => {
	test.setTimeout(90_000);
	await logIn(page, baseURL ?? '', dataDir(), ADMIN_MOBILE);
	await page.goto('/admin/stats');
	await expect(page.locator('[data-chart="province"]')).toHaveAttribute('data-ready', 'true', {
		timeout: 20_000,
	});
	await page.getByLabel('开始日期', { exact: true }).fill('2030-01-10');
	await page.getByLabel('结束日期', { exact: true }).fill('2030-01-01');
	await page.getByRole('button', { name: '查询' }).click();
	await expect(page.locator('.sd-failure')).toContainText('结束日期不能早于开始日期');
	// Said once, where the filter is: not again in a toast.
	await expect(page.getByText('结束日期不能早于开始日期')).toHaveCount(1);
	await page.getByLabel('结束日期', { exact: true }).fill('2030-01-31');
	await page.getByRole('button', { name: '查询' }).click();
	await expect(page.locator('table[data-table="mode"]')).toContainText('所选范围内没有数据');
	await expect(page.locator('[data-total="approved"] dd')).toHaveText('0');
});

test('on a phone the dashboard fits the screen: no sideways scroll, every table column shown, section titles on one line, the avatar letter in its circle @mobile', async ({
	page,
	baseURL,
}, info) => {
	test.setTimeout(150_000);
	// The desktop project's worker may have asked for the admin's code within the last minute.
	await expect
		.poll(
			() =>
				logIn(page, baseURL ?? '', dataDir(), ADMIN_MOBILE).then(
					() => true,
					() => false,
				),
			{ timeout: 75_000, intervals: [5_000] },
		)
		.toBe(true);
	for (const width of [360, 390]) {
		await page.setViewportSize({ width, height: 800 });
		await page.goto('/admin/stats');
		await expect(page.locator('[data-chart="province"]')).toHaveAttribute('data-ready', 'true', {
			timeout: 20_000,
		});
		// The top bar's account hydrates after the load event: its letter is measured once drawn.
		await expect(page.locator('.mobile-account .user-avatar-initial')).toBeVisible();
		const fit = await page.evaluate(() => {
			const cut = [...document.querySelectorAll<HTMLElement>('.sd-table-wrap')]
				.filter((wrap) => wrap.scrollWidth > wrap.clientWidth)
				.map((wrap) => wrap.querySelector('table')?.dataset.table ?? '?');
			const letter = document.querySelector<HTMLElement>('.mobile-account .user-avatar-initial');
			const linesOf = (element: Element) => {
				const range = document.createRange();
				range.selectNodeContents(element);
				return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
			};
			return {
				sideways: document.documentElement.scrollWidth - window.innerWidth,
				cut,
				titles: document.querySelectorAll('main h2').length,
				// Walk-through m25: the section titles wrapped over four lines.
				wrapped: [...document.querySelectorAll('main h2')]
					.filter((title) => linesOf(title) > 1)
					.map((title) => `${title.textContent}: ${linesOf(title)} lines`),
				letter: letter ? Number.parseFloat(getComputedStyle(letter).fontSize) : 0,
				circle: letter?.getBoundingClientRect().height ?? 0,
			};
		});
		expect(fit.sideways, `${width} px`).toBeLessThanOrEqual(0);
		expect(fit.cut, `${width} px`).toEqual([]);
		expect(fit.titles).toBeGreaterThan(3);
		expect(fit.wrapped, `${width} px`).toEqual([]);
		expect(fit.letter).toBeGreaterThan(0);
		expect(fit.letter, `${width} px`).toBeLessThan(fit.circle);
		await page.screenshot({ path: info.outputPath(`stats-${width}.png`) });
	}
});

async function followStatsLink(page: Page, layout: 'desktop' | 'mobile') {
	await page.goto('/admin');
	await expect(page.locator(`main.${layout}-main`)).toHaveCount(1);
	const link = page.locator('.review-console').getByRole('link', { name: '数据统计' });
	await expect(link).toBeVisible();
	await link.click();
	await expect(page).toHaveURL(/\/admin\/stats$/);
	await expect(page.getByRole('heading', { name: '数据统计', level: 1 })).toBeVisible();
	await expect(page.locator('[data-total="organisers"] dd')).toHaveText(/^[1-9][\d,]*$/);
}

// One admin, one code a minute: the phone's layout is checked in a phone's context of this test,
// with the same login.
test('the review console links an admin to the dashboard, on a computer and on a phone @desktop', async ({
	page,
	browser,
	baseURL,
}) => {
	await logIn(page, baseURL ?? '', dataDir(), ADMIN_MOBILE);
	await followStatsLink(page, 'desktop');
	const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL ?? '' });
	try {
		const phonePage = await phone.newPage();
		await logIn(phonePage, baseURL ?? '', dataDir(), ADMIN_MOBILE);
		await followStatsLink(phonePage, 'mobile');
	} finally {
		await phone.close();
	}
});

test('a signed-in user who is not an admin is refused', async ({ page, baseURL }) => {
	await logIn(page, baseURL ?? '', dataDir(), freshMobile());
	const answer = await page.goto('/admin/stats');
	expect(answer?.status()).toBe(403);
	await expect(page.locator('.stats-dashboard')).toHaveCount(0);
	expect((await page.goto('/admin'))?.status()).toBe(403);
	await expect(page.getByRole('link', { name: '数据统计' })).toHaveCount(0);
});
