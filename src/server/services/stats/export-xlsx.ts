import ExcelJS from 'exceljs';
import type { StatsRow } from '../../../lib/api/stats-types';
import type { StatsBreakdown, StatsFilter } from '../../../lib/validation/stats';

const DIMENSION_NAMES: Record<StatsBreakdown, string> = {
	province: '省份',
	joint: '联合行动',
	audience: '面向人群',
	mode: '活动形式',
	day: '日期',
};

/** A sheet of one breakdown: header row, one row per key; a range with no data keeps the header. */
export async function breakdownWorkbook(
	breakdown: StatsBreakdown,
	filter: StatsFilter,
	rows: StatsRow[],
): Promise<ArrayBuffer> {
	const workbook = new ExcelJS.Workbook();
	workbook.creator = '2025年全国科普月';
	const sheet = workbook.addWorksheet(DIMENSION_NAMES[breakdown]);
	const withViews = breakdown === 'province' || breakdown === 'joint' || breakdown === 'day';
	sheet.columns = [
		{ header: DIMENSION_NAMES[breakdown], key: 'label', width: 24 },
		{ header: '代码', key: 'key', width: 12 },
		{ header: '活动数', key: 'activities', width: 12 },
		{ header: '报名人次', key: 'registrations', width: 12 },
		{ header: '签到人次', key: 'checkins', width: 12 },
		...(withViews ? [{ header: '浏览量', key: 'page_views', width: 12 }] : []),
	];
	sheet.getRow(1).font = { bold: true };
	for (const row of rows) sheet.addRow(row);
	const notes = workbook.addWorksheet('筛选条件');
	notes.columns = [
		{ header: '条件', key: 'name', width: 14 },
		{ header: '取值', key: 'value', width: 20 },
	];
	notes.addRows([
		{ name: '开始日期', value: filter.start_date || '不限' },
		{ name: '结束日期', value: filter.end_date || '不限' },
		{ name: '联合行动', value: filter.lh_type === undefined ? '不限' : String(filter.lh_type) },
		{ name: '省份', value: filter.province_code || '不限' },
	]);
	return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export function exportFileName(breakdown: StatsBreakdown, filter: StatsFilter): string {
	const range = [filter.start_date, filter.end_date].filter(Boolean).join('_');
	return `stats-${breakdown}${range ? `-${range}` : ''}.xlsx`;
}
