import ExcelJS from 'exceljs';
import type { StatsRow } from '../../../lib/api/stats-types';
import type { StatsBreakdown, StatsFilter } from '../../../lib/validation/stats';
import {
	describeStatsFilter,
	statsFilterAsciiParts,
	statsFilterLine,
	statsFilterNameParts,
} from './filter-names';

const DIMENSION_NAMES: Record<StatsBreakdown, string> = {
	province: '省份',
	joint: '联合行动',
	audience: '面向人群',
	mode: '活动形式',
	day: '活动开始日期',
	city: '城市',
	trend: '日期',
};

const WITH_VIEWS = new Set<StatsBreakdown>(['province', 'joint', 'day', 'trend']);
/** A day's key is its date, the row's label already: a 代码 column would say it twice. */
const KEYED_BY_DATE = new Set<StatsBreakdown>(['day', 'trend']);

/**
 * A sheet of one breakdown: the filters in its first row, then the column names, one row per key (a
 * range with no data keeps both); a second sheet lists the filters one per row.
 */
export async function breakdownWorkbook(
	breakdown: StatsBreakdown,
	filter: StatsFilter,
	rows: StatsRow[],
): Promise<ArrayBuffer> {
	const workbook = new ExcelJS.Workbook();
	workbook.creator = '2025年全国科普月';
	const sheet = workbook.addWorksheet(DIMENSION_NAMES[breakdown]);
	const columns = [
		{ header: DIMENSION_NAMES[breakdown], key: 'label', width: 24 },
		...(KEYED_BY_DATE.has(breakdown) ? [] : [{ header: '代码', key: 'key', width: 12 }]),
		{ header: '活动数', key: 'activities', width: 12 },
		{ header: '报名人次', key: 'registrations', width: 12 },
		{ header: '签到人次', key: 'checkins', width: 12 },
		...(WITH_VIEWS.has(breakdown) ? [{ header: '浏览量', key: 'page_views', width: 12 }] : []),
	];
	sheet.columns = columns.map(({ key, width }) => ({ key, width }));
	sheet.addRow([`筛选条件：${statsFilterLine(filter)}`]);
	sheet.mergeCells(1, 1, 1, columns.length);
	sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
	for (const row of rows) sheet.addRow(row);
	const notes = workbook.addWorksheet('筛选条件');
	notes.columns = [
		{ header: '条件', key: 'name', width: 14 },
		{ header: '取值', key: 'value', width: 28 },
	];
	notes.addRows(describeStatsFilter(filter));
	return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** `数据统计-省份-广东省-2025-09-01至2025-09-30.xlsx`, and an ASCII name for old clients. */
export function exportFileNames(
	breakdown: StatsBreakdown,
	filter: StatsFilter,
): { name: string; ascii: string } {
	return {
		name: `${['数据统计', DIMENSION_NAMES[breakdown], ...statsFilterNameParts(filter)].join('-')}.xlsx`,
		ascii: `${['stats', breakdown, ...statsFilterAsciiParts(filter)].join('-')}.xlsx`,
	};
}
