import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logIn } from './publish-login';
import { openPublishingServer, type PortalServer, SERVER_START_TIMEOUT_MS } from './publish-server';

// Publishing is closed on the shared server once the real cutoff has passed.
let server: PortalServer;
test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	server = await openPublishingServer();
});

const GOOD = {
	开始时间: '2026-12-22 09:00',
	结束时间: '2026-12-22 11:30',
	活动形式: '线下',
	省份: '上海市',
	区县: '浦东新区',
	活动场所: '上海科技馆',
	主办单位: '上海市科学技术协会',
	面向人群: '青少年',
};

/** The downloaded template with three activities below its example row, the second one wrong. */
async function fillTemplate(path: string): Promise<Buffer> {
	const workbook = new ExcelJS.Workbook();
	await workbook.xlsx.load((await readFile(path)).buffer as ArrayBuffer);
	const sheet = workbook.getWorksheet('活动');
	if (!sheet) throw new Error('no 活动 sheet in the template');
	const headers = (sheet.getRow(1).values as string[]).slice(1);
	const rows: Record<string, string>[] = [
		{ ...GOOD, 活动标题: '浦东少年科学营 第一期' },
		{ ...GOOD, 活动标题: '日期写错的一期', 开始时间: '下周六' },
		{ ...GOOD, 活动标题: '浦东少年科学营 第二期' },
	];
	for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? ''));
	return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('downloads the template, lists the wrong row of a filled file and publishes the valid rows as the organisation chosen @desktop', async ({
	page,
}) => {
	await logIn(page, server.baseURL, server.dataDir, '13911140001');
	// Two organisations: the file is published as the one chosen.
	for (const name of ['浦东新区青少年科技站', '浦东新区科学技术协会']) {
		const made = await page.request.post(`${server.baseURL}/api/organisation/addOrganisation`, {
			data: { name, type: 'other', province_code: '310000' },
		});
		expect(((await made.json()) as { msg: string }).msg).toBe('');
	}
	await page.goto(`${server.baseURL}/publish-activity`);
	await expect(page.locator('form.pf-form')).toBeVisible();
	await page.getByText('批量发布（Excel 导入）').click();
	const organisation = page.getByLabel('批量发布的单位');
	await expect(organisation.locator('option:checked')).toHaveText('按每行的主办单位');
	await organisation.selectOption({ label: '浦东新区青少年科技站（负责人）' });

	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: '下载模板' }).click();
	const template = await download;
	expect(template.suggestedFilename()).toBe('批量发布活动模板.xlsx');
	const filled = await fillTemplate(await template.path());

	await page.getByLabel('填好的文件').setInputFiles({
		name: '浦东活动.xlsx',
		mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		buffer: filled,
	});
	await page.getByRole('button', { name: '上传并检查' }).click();
	await expect(page.getByText('共 3 行，其中 1 行有误，未保存任何活动。')).toBeVisible();
	await expect(page.getByRole('list', { name: '错误列表' }).getByRole('listitem')).toHaveText([
		'第 4 行「开始时间」：开始时间格式应为 YYYY-MM-DD HH:mm:ss',
	]);

	await page.getByRole('button', { name: '只发布 2 个正确的活动' }).click();
	await expect(page.getByText('已发布 2 个活动')).toBeVisible();
	await page.getByRole('link', { name: '到用户中心查看' }).click();
	await expect(
		page.getByRole('link', { name: '浦东少年科学营 第一期', exact: true }),
	).toBeVisible();
	await expect(
		page.getByRole('link', { name: '浦东少年科学营 第二期', exact: true }),
	).toBeVisible();
	await expect(page.getByRole('link', { name: '日期写错的一期' })).toHaveCount(0);
	await expect(page.locator('.uc-item-org')).toHaveText([
		'发布单位：浦东新区青少年科技站',
		'发布单位：浦东新区青少年科技站',
	]);
});

test('tells a phone that bulk publishing needs a computer @mobile', async ({ page }) => {
	await logIn(page, server.baseURL, server.dataDir, '13911140002');
	await page.goto(`${server.baseURL}/publish-activity`);
	await expect(page.locator('form.pf-form')).toBeVisible();
	await expect(page.getByText('批量发布（Excel 导入）需在电脑上打开本页操作。')).toBeVisible();
	await expect(page.getByRole('button', { name: '下载模板' })).toHaveCount(0);
});
