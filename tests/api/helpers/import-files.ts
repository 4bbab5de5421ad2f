import ExcelJS from 'exceljs';
import { formatBusinessTime } from '../../../src/lib/beijing-time';

const DAY = 86_400_000;

/** One filled row of the import template by header; overrides replace cells. */
export function importRow(overrides: Record<string, string> = {}): Record<string, string> {
	const start = Date.now() + 3 * DAY;
	return {
		活动标题: '社区天文观测夜',
		活动简介: '用望远镜看月亮',
		活动详情: '19:00 集合\n19:30 观测',
		开始时间: formatBusinessTime(start).slice(0, 16),
		结束时间: formatBusinessTime(start + 2 * 3600_000).slice(0, 16),
		活动形式: '线下',
		省份: '北京市',
		城市: '',
		区县: '海淀区',
		活动场所: '海淀区青少年活动中心',
		主办单位: '海淀区科学技术协会',
		联系电话: '010-61234567',
		面向人群: '青少年、其他',
		人数上限: '40',
		报名需填写: '姓名、手机号',
		...overrides,
	};
}

/** The template (as the API gave it) with its example row kept and `rows` filled in below it. */
export async function filledTemplate(
	template: ArrayBuffer,
	rows: readonly Record<string, string>[],
): Promise<Uint8Array<ArrayBuffer>> {
	const workbook = new ExcelJS.Workbook();
	await workbook.xlsx.load(template);
	const sheet = workbook.getWorksheet('活动');
	if (!sheet) throw new Error('the template has no 活动 sheet');
	const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
	for (const row of rows) sheet.addRow(headers.slice(1).map((header) => row[header] ?? ''));
	return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The multipart body of an import, with the organisation it is published as when given. */
export function importForm(
	bytes: Uint8Array<ArrayBuffer>,
	save?: 'valid',
	organisationId?: number,
): FormData {
	const form = new FormData();
	form.set('file', new File([bytes], '活动.xlsx'));
	if (save) form.set('save', save);
	if (organisationId !== undefined) form.set('organisation_id', String(organisationId));
	return form;
}
