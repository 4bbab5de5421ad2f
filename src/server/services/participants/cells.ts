import { formatBusinessTime } from '../../../lib/beijing-time';
import { minorLabel } from '../../../lib/privacy/minor-label';
import { maskMobile } from '../users';
import type { ParticipantRow } from './query';

/** The export's columns, in order. */
export const EXPORT_HEADERS = [
	'序号',
	'姓名',
	'手机号',
	'单位',
	'报名时间',
	'签到状态',
	'签到时间',
	'未满14周岁',
];

/** A spreadsheet reads these first characters as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a cell that a spreadsheet would run as a formula with `'`, so it stays text. */
export function neutraliseCell(text: string): string {
	return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One exported row; a phone number in full only when `fullMobile` (the activity's owner) and the
 * person gave it in the registration form, never their login number.
 */
export function toExportCells(
	row: ParticipantRow,
	position: number,
	fullMobile: boolean,
): string[] {
	return [
		String(position),
		row.name,
		fullMobile && row.mobileGiven ? row.mobile : maskMobile(row.mobile),
		row.organization,
		formatBusinessTime(row.createdAt),
		row.checkedInAt ? '已签到' : '未签到',
		row.checkedInAt ? formatBusinessTime(row.checkedInAt) : '',
		minorLabel(row.under14, row.guardianName),
	].map(neutraliseCell);
}
