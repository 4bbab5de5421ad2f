import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities, screeningHits } from '../../src/server/db/schema';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { uniqueMobile } from './helpers/builders';
import { filledTemplate, importForm, importRow } from './helpers/import-files';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let template: ArrayBuffer;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ REVIEW_MODE: 'manual' }));
	owner = await api.login(uniqueMobile());
	const answer = await api.call('/activity/getImportTemplate', {}, { method: 'GET', auth: owner });
	template = answer.file as ArrayBuffer;
});
afterAll(async () => handle.close());

function upload(bytes: Uint8Array<ArrayBuffer>, save?: 'valid', auth = owner) {
	return api.call(
		'/activity/importActivities',
		{},
		{ auth, raw: { body: importForm(bytes, save), type: '' } },
	);
}

async function ownedTitles(ids: number[]) {
	if (ids.length === 0) return [];
	const rows = await handle.db.select().from(activities).where(inArray(activities.id, ids));
	return rows.map((row) => ({ title: row.title, status: row.status, ownerId: row.ownerId }));
}

describe('the import template', () => {
	test('has the columns, an example row, drop-down lists and a 填写说明 sheet', async () => {
		const workbook = new ExcelJS.Workbook();
		await workbook.xlsx.load(template);
		const sheet = workbook.getWorksheet('活动');
		const headers = sheet?.getRow(1).values as string[];
		expect(headers).toEqual(
			expect.arrayContaining(['活动标题', '开始时间', '活动形式', '面向人群']),
		);
		expect(String(sheet?.getRow(2).getCell(1).value)).toMatch(/^【示例】/);
		const mode = headers.indexOf('活动形式');
		expect(sheet?.getRow(2).getCell(mode).dataValidation).toMatchObject({ type: 'list' });
		const guide = workbook.getWorksheet('填写说明');
		const modeRule = guide?.getRows(2, 30)?.find((row) => row.getCell(1).value === '活动形式');
		expect(String(modeRule?.getCell(3).value)).toContain('线上线下结合');
	});

	test('asks for a login', async () => {
		expect((await api.call('/activity/getImportTemplate', {})).code).toBe(100000009);
	});
});

describe('importActivities', () => {
	test('saves every row of a valid file as an activity of the uploader, for review', async () => {
		const rows = [1, 2, 3].map((n) => importRow({ 活动标题: `天文观测夜 第${n}期` }));
		const answer = await upload(await filledTemplate(template, rows));
		expect(answer).toMatchObject({ code: 0, data: { rows: 3, valid: 3, saved: 3, problems: [] } });
		expect(answer.data.activities.map((item: { row: number }) => item.row)).toEqual([3, 4, 5]);
		const saved = await ownedTitles(answer.data.activities.map((item: { id: number }) => item.id));
		expect(saved).toEqual(
			rows.map((row) => ({ title: row.活动标题, status: 'pending', ownerId: owner.uid })),
		);
		const [first] = await handle.db
			.select()
			.from(activities)
			.where(eq(activities.id, answer.data.activities[0].id));
		expect(first).toMatchObject({
			provinceCode: '110000',
			cityCode: '110100',
			districtCode: '110108',
			audiences: [3, 7],
			capacity: 40,
			registrationFields: ['name', 'mobile'],
			contentHtml: '<p>19:00 集合</p><p>19:30 观测</p>',
		});
	});

	test('a file sent again, or a row given twice, makes no second activity', async () => {
		const rows = [importRow({ 活动标题: '重复的一行' }), importRow({ 活动标题: '重复的一行' })];
		const file = await filledTemplate(template, rows);
		const first = await upload(file);
		const [one, two] = first.data.activities;
		expect(two.id).toBe(one.id);
		const again = await upload(file);
		expect(again.data.activities.map((item: { id: number }) => item.id)).toEqual([one.id, one.id]);
		const made = await handle.db
			.select()
			.from(activities)
			.where(eq(activities.title, '重复的一行'));
		expect(made).toHaveLength(1);
	});

	test('screening holds a row as it holds a published activity; the others go live', async () => {
		const listFile = join(api.dataDir, 'import-blocklist.txt');
		writeFileSync(listFile, '违禁测试词\n');
		const auto = createTestApi(handle.db, { REVIEW_MODE: 'auto', CONTENT_BLOCKLIST: listFile });
		const publisher = await auto.login(uniqueMobile());
		const rows = [
			importRow({ 活动标题: '干净的一期' }),
			importRow({ 活动标题: '含违禁测试词的一期' }),
		];
		const form = importForm(await filledTemplate(template, rows));
		const answer = await auto.call(
			'/activity/importActivities',
			{},
			{ auth: publisher, raw: { body: form, type: '' } },
		);
		const [clean, held] = answer.data.activities;
		expect([clean.status, held.status]).toEqual(['approved', 'pending']);
		const hits = await handle.db
			.select()
			.from(screeningHits)
			.where(and(eq(screeningHits.targetType, 'activity'), eq(screeningHits.targetId, held.id)));
		expect(hits).toHaveLength(1);
	});

	test('lists each wrong cell by row and column and saves nothing', async () => {
		const rows = [
			importRow({ 活动标题: '正确的一行' }),
			importRow({ 活动标题: '错误的一行', 开始时间: '明天上午', 省份: '火星省' }),
			importRow({ 活动标题: '', 面向人群: '宇航员', 允许候补: '也许' }),
		];
		const answer = await upload(await filledTemplate(template, rows));
		expect(answer.code).toBe(0);
		expect(answer.data).toMatchObject({ rows: 3, valid: 1, saved: 0, activities: [] });
		expect(answer.data.problems).toEqual(
			expect.arrayContaining([
				{ row: 4, column: '开始时间', message: '开始时间格式应为 YYYY-MM-DD HH:mm:ss' },
				{ row: 4, column: '省份', message: expect.stringContaining('找不到省份「火星省」') },
				{ row: 5, column: '活动标题', message: expect.stringContaining('活动标题') },
				{ row: 5, column: '面向人群', message: '「宇航员」不是可选值' },
				{ row: 5, column: '允许候补', message: '应填「是」或「否」' },
			]),
		);
		expect(
			await handle.db.select().from(activities).where(eq(activities.title, '正确的一行')),
		).toEqual([]);
	});

	test('saves the valid rows when asked to', async () => {
		const rows = [
			importRow({ 活动标题: '只存这一行' }),
			importRow({ 活动标题: '结束早于开始', 结束时间: '2020-01-01 10:00' }),
		];
		const answer = await upload(await filledTemplate(template, rows), 'valid');
		expect(answer.data).toMatchObject({ rows: 2, valid: 1, saved: 1 });
		expect(answer.data.problems).toEqual([expect.objectContaining({ row: 4, column: '结束时间' })]);
		expect(await ownedTitles([answer.data.activities[0].id])).toEqual([
			{ title: '只存这一行', status: 'pending', ownerId: owner.uid },
		]);
	});

	test('refuses a file over 5 MB and one of more than 2,000 rows, in Chinese', async () => {
		const big = new Uint8Array(5 * 1024 * 1024 + 10);
		const oversized = await upload(big);
		expect(oversized.code).not.toBe(0);
		expect(oversized.msg).toMatch(/过大/);
		const many = Array.from({ length: 2001 }, (_, n) => importRow({ 活动标题: `活动 ${n}` }));
		const tooMany = await upload(await filledTemplate(template, many));
		expect(tooMany).toMatchObject({ code: 100000001 });
		expect(tooMany.msg).toContain('最多 2000 个活动');
	});

	test('refuses a form without the file, naming it', async () => {
		const answer = await api.call(
			'/activity/importActivities',
			{},
			{ auth: owner, raw: { body: new FormData(), type: '' } },
		);
		expect(answer).toMatchObject({ code: 100000001, msg: expect.stringContaining('file') });
	});

	test('refuses a small file that unpacks to more than 60 MB, before reading it', async () => {
		const zip = new JSZip();
		zip.file('xl/worksheets/sheet1.xml', 'a'.repeat(70 * 1024 * 1024));
		const bomb = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
		expect(bomb.length).toBeLessThan(1024 * 1024);
		const answer = await upload(new Uint8Array(bomb));
		expect(answer).toMatchObject({
			code: 100000001,
			msg: expect.stringContaining('解压后超过 60 MB'),
		});
	});

	test('refuses what is not a spreadsheet', async () => {
		const answer = await upload(new TextEncoder().encode('标题,时间\n'));
		expect(answer).toMatchObject({ code: 100000001, msg: expect.stringContaining('无法读取文件') });
	});
});
