import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './columns';
import { EXAMPLE_MARK, IMPORT_MAX_MEGABYTES, IMPORT_MAX_ROWS, IMPORT_SHEET } from './read-workbook';

const GUIDE_SHEET = '填写说明';

/** exceljs writes range validations, which its typings leave out. */
type RangeValidations = { add: (range: string, rule: ExcelJS.DataValidation) => void };
const CHOICES_SHEET = '可选值';

/** Column letters: 1 → A, 27 → AA. */
function letterOf(column: number): string {
	let letters = '';
	for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
		letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
	}
	return letters;
}

function addGuide(workbook: ExcelJS.Workbook) {
	const guide = workbook.addWorksheet(GUIDE_SHEET);
	guide.columns = [
		{ header: '列名', width: 20 },
		{ header: '是否必填', width: 10 },
		{ header: '填写要求与可选值', width: 70 },
		{ header: '示例', width: 28 },
	];
	for (const column of IMPORT_COLUMNS) {
		const allowed = column.choices ? `；可选值：${column.choices.join('、')}` : '';
		guide.addRow([
			column.header,
			column.required ? '必填' : '选填',
			column.note + allowed,
			column.example,
		]);
	}
	guide.addRow([]);
	for (const line of [
		`在「${IMPORT_SHEET}」工作表从第 2 行起每行填写一个活动，每个文件最多 ${IMPORT_MAX_ROWS} 个，文件不超过 ${IMPORT_MAX_MEGABYTES} MB。`,
		'不要改动第 1 行的列名；列的顺序可以调整。',
		`活动标题以「${EXAMPLE_MARK}」开头的示例行不会导入，可保留或删除。`,
		'封面图片、科普教育基地和签到时间请导入后在「用户中心」编辑活动时补充。',
		'导入的活动与逐个发布的活动一样经过内容检查和审核。',
	]) {
		guide.addRow([line]);
	}
	guide.getRow(1).font = { bold: true };
}

/** The allowed values in columns of a sheet of their own, for the drop-down lists to refer to. */
function addChoices(workbook: ExcelJS.Workbook): Map<string, string> {
	const sheet = workbook.addWorksheet(CHOICES_SHEET);
	const ranges = new Map<string, string>();
	IMPORT_COLUMNS.filter((column) => column.choices).forEach((column, index) => {
		const letter = letterOf(index + 1);
		const values = column.choices ?? [];
		sheet.getCell(`${letter}1`).value = column.header;
		values.forEach((value, row) => {
			sheet.getCell(`${letter}${row + 2}`).value = value;
		});
		ranges.set(column.header, `'${CHOICES_SHEET}'!$${letter}$2:$${letter}$${values.length + 1}`);
	});
	return ranges;
}

/**
 * The import template (XLSX): the 活动 sheet with the column headers, an example row and
 * drop-down lists on the enumerated columns; 填写说明 with each column's rule and allowed values.
 */
export async function buildImportTemplate(): Promise<Uint8Array<ArrayBuffer>> {
	const workbook = new ExcelJS.Workbook();
	const sheet = workbook.addWorksheet(IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
	addGuide(workbook);
	const ranges = addChoices(workbook);
	sheet.columns = IMPORT_COLUMNS.map((column) => ({
		header: column.header,
		width: column.width,
		// Text, so that Excel keeps 2026-12-20 09:30 and 010-6123… as typed.
		style: { numFmt: '@' },
	}));
	sheet.getRow(1).font = { bold: true };
	sheet.addRow(
		IMPORT_COLUMNS.map((column) =>
			column.field === 'title' ? `${EXAMPLE_MARK}${column.example}` : column.example,
		),
	);
	IMPORT_COLUMNS.forEach((column, index) => {
		const range = ranges.get(column.header);
		const letter = letterOf(index + 1);
		sheet.getCell(`${letter}1`).note = `${column.required ? '必填。' : ''}${column.note}`;
		if (!range) return;
		const cells = `${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`;
		const validations = (sheet as unknown as { dataValidations: RangeValidations }).dataValidations;
		validations.add(cells, {
			type: 'list',
			allowBlank: !column.required,
			formulae: [range],
			showErrorMessage: true,
			errorTitle: column.header,
			error: `请从下拉列表中选择${column.header}`,
		});
	});
	return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
