import { ASKED_NAMES, audienceIdOf, lhTypeOf, MODE_NAMES, splitList, YES_NO } from './choices';
import { cityOf, districtOf, provinceOf } from './regions-by-name';

export interface CellProblem {
	column: string;
	message: string;
}

/** A row's cells by column header, as trimmed text. */
export type RowCells = Readonly<Record<string, string>>;

const escapeHtml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as the rich text the form sends: one paragraph a line. */
function paragraphsOf(text: string): string {
	return splitLines(text)
		.map((line) => `<p>${escapeHtml(line)}</p>`)
		.join('');
}

const splitLines = (text: string) =>
	text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter((line) => line !== '');

/** 2026/12/20 9:30 and 2026-12-20 09:30 as the schema's `YYYY-MM-DD HH:mm:ss`; other text as typed. */
function timeText(text: string): string {
	const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(
		text,
	);
	if (!match) return text;
	const [, year, month, day, hour, minute, second] = match;
	const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');
	return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${minute}:${pad(second)}`;
}

/**
 * A row's cells as an addActivity body, for the publish schema to check. Names become codes and
 * ids; a name that is not among the allowed values is a problem of its column here, since the
 * schema would only see a wrong code. Text the schema checks is passed on as typed.
 */
export function rowInput(cells: RowCells): {
	input: Record<string, unknown>;
	problems: CellProblem[];
} {
	const problems: CellProblem[] = [];
	const cell = (header: string) => cells[header] ?? '';
	const problem = (column: string, message: string) => problems.push({ column, message });

	const province = cell('省份') === '' ? { code: undefined } : provinceOf(cell('省份'));
	if ('error' in province) problem('省份', province.error);
	const provinceCode = 'code' in province ? province.code : undefined;
	const city = provinceCode ? cityOf(provinceCode, cell('城市')) : { code: '' };
	if ('error' in city) problem('城市', city.error);
	const cityCode = 'code' in city ? city.code : '';
	const district = districtOf(cityCode, cell('区县'));
	if ('error' in district && provinceCode && !('error' in city)) problem('区县', district.error);

	const listOf = <T>(column: string, lookup: (name: string) => T | undefined): T[] =>
		splitList(cell(column)).flatMap((name) => {
			const found = lookup(name);
			if (found === undefined) problem(column, `「${name}」不是可选值`);
			return found === undefined ? [] : [found];
		});
	const yesNo = (column: string) => {
		const text = cell(column);
		if (text === '') return undefined;
		if (!(text in YES_NO)) problem(column, '应填「是」或「否」');
		return YES_NO[text];
	};
	const lhName = cell('联合行动');
	const lhType = lhName === '' ? undefined : lhTypeOf(lhName);
	if (lhName !== '' && lhType === undefined) problem('联合行动', `「${lhName}」不是可选值`);

	const input: Record<string, unknown> = {
		title: cell('活动标题'),
		summary: cell('活动简介'),
		content: paragraphsOf(cell('活动详情')),
		start_time: timeText(cell('开始时间')),
		end_time: timeText(cell('结束时间')),
		mode: MODE_NAMES[cell('活动形式')] ?? cell('活动形式'),
		province_code: provinceCode,
		city_code: cityCode,
		district_code: 'code' in district ? district.code : '',
		venue: cell('活动场所'),
		address: cell('详细地址'),
		online_url: cell('线上活动链接'),
		organizer: cell('主办单位'),
		contact_name: cell('联系人'),
		contact_phone: cell('联系电话'),
		audiences: listOf('面向人群', audienceIdOf),
		lh_type: lhType,
		capacity: cell('人数上限'),
		registration_fields: listOf('报名需填写', (name) => ASKED_NAMES[name]),
		waitlist_enabled: yesNo('允许候补'),
		asks_age: yesNo('询问是否未满14周岁'),
		late_changes: yesNo('开始后可报名和取消'),
	};
	return { input, problems };
}
