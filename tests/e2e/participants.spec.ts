import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { joinAs } from './participants-fixtures';
import { publishThroughApi } from './publish-fixtures';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

const SHOTS = '/tmp/shots/participants';
const ORGANISER = '13933330001';
const JOINERS = Array.from(
	{ length: 12 },
	(_, index) => `1393333${String(index + 100).padStart(4, '0')}`,
);

let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

test('an organiser finds a participant, exports the list as XLSX and CSV and reads them back', async ({
	page,
}, info) => {
	test.setTimeout(90_000);
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	await logIn(page, server.baseURL, server.dataDir, ORGANISER);
	const id = await publishThroughApi(page, server.baseURL, '青少年航天科普讲座');
	await joinAs(server.baseURL, server.dataDir, id, JOINERS);
	await page.goto(`${server.baseURL}${prefix}/detail-page?id=${id}`);
	const viewCount = async () => {
		const answer = await page.request.post(`${server.baseURL}/api/activity/getActDetail`, {
			data: { id },
		});
		return ((await answer.json()) as { data: { view_count: number } }).data.view_count;
	};
	await expect.poll(viewCount).toBeGreaterThan(0);
	const viewed = await viewCount();

	await page.goto(`${server.baseURL}${prefix}/user-center`);
	await page
		.locator(`li[data-activity-id="${id}"]`)
		.getByRole('link', { name: '报名名单' })
		.click();
	await expect(page).toHaveURL(new RegExp(`${prefix}/activity-participants\\?id=${id}$`));
	await expect(page.getByRole('heading', { name: '报名名单' })).toBeVisible();
	await expect(page.getByRole('tab', { name: /报名\s*12/ })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(page.getByText('共 12 人')).toBeVisible();
	// Walk-through m16: the chart said 共 0 次 beside the detail page's 11 次浏览; it names both counts.
	await expect(page.getByTestId('views-total')).toContainText(
		`活动页累计 ${viewed} 次（即活动页显示的浏览数）`,
	);
	// Masked on screen: the first joiner is 13933330100.
	await expect(page.getByText('139****0100')).toBeVisible();
	await expect(page.getByText('13933330100')).toHaveCount(0);

	mkdirSync(SHOTS, { recursive: true });
	await page.screenshot({ path: `${SHOTS}/list-${info.project.name}.png`, fullPage: true });

	await page.getByLabel('搜索姓名或手机尾号').fill('0105');
	await page.getByRole('button', { name: '搜索' }).click();
	await expect(page.getByText('搜索「0105」：共 1 人')).toBeVisible();
	await expect(page.getByText('139****0105')).toBeVisible();
	await page.getByLabel('搜索姓名或手机尾号').fill('');
	await page.getByRole('button', { name: '搜索' }).click();
	await expect(page.getByText('共 12 人')).toBeVisible();

	const xlsxDownload = page.waitForEvent('download');
	await page.getByRole('button', { name: '导出 Excel' }).click();
	const xlsx = await xlsxDownload;
	expect(xlsx.suggestedFilename()).toMatch(/^青少年航天科普讲座-报名名单-\d{4}-\d{2}-\d{2}\.xlsx$/);
	const workbook = new ExcelJS.Workbook();
	await workbook.xlsx.readFile(await xlsx.path());
	const sheet = workbook.worksheets[0];
	expect(sheet?.rowCount).toBe(14);
	expect(sheet?.getRow(1).getCell(1).value).toMatch(
		/^筛选条件：活动: 青少年航天科普讲座；名单: 报名名单；搜索: 不限；导出人: .+（ID \d+）；导出时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
	);
	expect(sheet?.getRow(2).getCell(2).value).toBe('姓名');
	// In registration order. The activity asks for no details, so nobody gave the organiser a number:
	// their login numbers stay masked in the owner's file too.
	expect(sheet?.getRow(3).getCell(3).value).toBe('139****0100');
	expect(sheet?.getRow(14).getCell(3).value).toBe('139****0111');
	await expect(page.getByText(/已导出/)).toBeVisible();

	const csvDownload = page.waitForEvent('download');
	await page.getByRole('button', { name: '导出 CSV' }).click();
	const csv = readFileSync(await (await csvDownload).path());
	expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
	const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
	expect(lines).toHaveLength(14);
	expect(lines[0]).toMatch(
		/^筛选条件：活动: 青少年航天科普讲座；名单: 报名名单；搜索: 不限；导出人: /,
	);
	expect(lines[1]).toBe('序号,姓名,手机号,单位,报名时间,签到状态,签到时间,未满14周岁');
	expect(lines[2]).toMatch(/^1,用户0100,139\*\*\*\*0100,,/);

	await page.getByRole('tab', { name: /候补/ }).click();
	await expect(page.getByText('候补名单是空的')).toBeVisible();
});

test('another user opening the list is refused', async ({ page }, info) => {
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	await logIn(page, server.baseURL, server.dataDir, '13933330002');
	const id = await publishThroughApi(page, server.baseURL, '别人的活动');
	await page.context().clearCookies();
	await logIn(page, server.baseURL, server.dataDir, '13933330003');
	const response = await page.goto(`${server.baseURL}${prefix}/activity-participants?id=${id}`);
	expect(response?.status()).toBe(403);
	await expect(page.getByRole('heading', { name: '无权查看报名名单' })).toBeVisible();
});
