import ExcelJS from 'exceljs';
import { refuse } from '../../domain-error';
import { cellText } from './cell-text';
import { IMPORT_COLUMNS } from './columns';
import type { RowCells } from './row-input';
import { unpackedSize } from './unpacked-size';

/** At most this many activities a file; more are refused before any row is checked. */
export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_MAX_MEGABYTES = 5;
/** What a file may unpack to: 2,000 filled rows of the template take about 3 MB. */
const UNPACKED_MAX_MEGABYTES = 60;
export const IMPORT_SHEET = '活动';
/** The template's example row starts its title so, and is never imported. */
export const EXAMPLE_MARK = '【示例】';

export interface ImportRow {
	/** The row's number as the spreadsheet shows it (the headers are row 1). */
	row: number;
	cells: RowCells;
}

async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
	const unpacked = unpackedSize(bytes);
	if (unpacked === null) throw refuse.invalid('无法读取文件：请上传用模板填写的 .xlsx 文件');
	if (unpacked > UNPACKED_MAX_MEGABYTES * 1024 * 1024) {
		throw refuse.invalid(
			`文件解压后超过 ${UNPACKED_MAX_MEGABYTES} MB：请用模板填写，每个文件不超过 ${IMPORT_MAX_ROWS} 个活动`,
		);
	}
	const workbook = new ExcelJS.Workbook();
	try {
		await workbook.xlsx.load(
			bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
		);
	} catch {
		throw refuse.invalid('无法读取文件：请上传用模板填写的 .xlsx 文件');
	}
	return workbook;
}

/**
 * The filled rows of the template's 活动 sheet (else the first sheet), by header. Blank rows and
 * the example row are skipped; a file without the required columns, without rows or with more than IMPORT_MAX_ROWS is
 * refused as a whole.
 */
export async function readImportRows(bytes: Uint8Array): Promise<ImportRow[]> {
	const workbook = await loadWorkbook(bytes);
	const sheet = workbook.getWorksheet(IMPORT_SHEET) ?? workbook.worksheets[0];
	if (!sheet) throw refuse.invalid('文件中没有工作表');
	const headers = new Map<number, string>();
	sheet.getRow(1).eachCell((cell, column) => {
		headers.set(column, cellText(cell.value));
	});
	const present = new Set(headers.values());
	const missing = IMPORT_COLUMNS.filter((column) => column.required && !present.has(column.header));
	if (missing.length > 0) {
		const names = missing.map((column) => `「${column.header}」`).join('');
		throw refuse.invalid(`第 1 行缺少${names}列：请使用下载的模板，不要改动表头`);
	}
	if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw tooManyRows(sheet.actualRowCount - 1);
	const rows: ImportRow[] = [];
	sheet.eachRow((row, number) => {
		if (number === 1) return;
		const cells: Record<string, string> = {};
		let filled = false;
		for (const [column, header] of headers) {
			const text = cellText(row.getCell(column).value);
			cells[header] = text;
			if (text !== '') filled = true;
		}
		if (filled && !cells.活动标题?.startsWith(EXAMPLE_MARK)) rows.push({ row: number, cells });
	});
	if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows(rows.length);
	if (rows.length === 0) throw refuse.invalid('文件中没有活动：请从第 2 行起每行填写一个活动');
	return rows;
}

function tooManyRows(count: number) {
	return refuse.invalid(
		`行数过多：每个文件最多 ${IMPORT_MAX_ROWS} 个活动，本文件有 ${count} 行，请分成几个文件导入`,
	);
}
