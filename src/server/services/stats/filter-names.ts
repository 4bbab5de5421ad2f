import { jointActionLabel, provinceLabel } from '../../../lib/stats/labels';
import type { StatsFilter } from '../../../lib/validation/stats';

const ANY = '不限';

function rangeText(filter: StatsFilter): string {
	if (!filter.start_date && !filter.end_date) return ANY;
	return `${filter.start_date || ANY} 至 ${filter.end_date || ANY}`;
}

/** The filters as an export shows them: 时间, 省份, 联合行动, each 不限 when open. */
export function describeStatsFilter(filter: StatsFilter): { name: string; value: string }[] {
	return [
		{ name: '时间', value: rangeText(filter) },
		{ name: '省份', value: filter.province_code ? provinceLabel(filter.province_code) : ANY },
		{
			name: '联合行动',
			value: filter.lh_type === undefined ? ANY : jointActionLabel(filter.lh_type),
		},
	];
}

/** One line of them: `时间: 2025-09-01 至 2025-09-30；省份: 广东省；联合行动: 不限`. */
export function statsFilterLine(filter: StatsFilter): string {
	return describeStatsFilter(filter)
		.map(({ name, value }) => `${name}: ${value}`)
		.join('；');
}

/** The filters that narrow, as parts of a file name: `广东省`, `2025-09-01至2025-09-30`. */
export function statsFilterNameParts(filter: StatsFilter): string[] {
	return [
		...(filter.province_code ? [provinceLabel(filter.province_code)] : []),
		...(filter.lh_type === undefined ? [] : [jointActionLabel(filter.lh_type)]),
		...(filter.start_date || filter.end_date
			? [`${filter.start_date || '不限'}至${filter.end_date || '不限'}`]
			: []),
	];
}

/** The same in ASCII, for clients that read only `filename=`: `p440000-lh1-2025-09-01_2025-09-30`. */
export function statsFilterAsciiParts(filter: StatsFilter): string[] {
	return [
		...(filter.province_code ? [`p${filter.province_code}`] : []),
		...(filter.lh_type === undefined ? [] : [`lh${filter.lh_type}`]),
		...(filter.start_date || filter.end_date
			? [`${filter.start_date || 'any'}_${filter.end_date || 'any'}`]
			: []),
	];
}
