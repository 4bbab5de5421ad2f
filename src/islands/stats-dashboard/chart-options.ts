import type { StatsBreakdownName, StatsRow } from '../../lib/api/stats-types';
import { COLORS, TEXT } from './chart-theme';
import { mapOption } from './map-option';
import type { RegionMap } from './region-maps';
import { trendOption } from './trend-option';

function barOption(rows: readonly StatsRow[], horizontal: boolean) {
	const labels = rows.map((row) => row.label);
	const category = {
		type: 'category',
		data: labels,
		axisLabel: { ...TEXT, interval: 0, width: 140, overflow: 'truncate' },
	};
	const value = { type: 'value', axisLabel: TEXT };
	return {
		color: COLORS,
		tooltip: { trigger: 'axis' },
		legend: { top: 0, textStyle: TEXT },
		// containLabel measures a truncated label a character short: the margin keeps its first one in view.
		grid: { left: 24, right: 16, top: 32, bottom: 8, containLabel: true },
		xAxis: horizontal ? value : category,
		yAxis: horizontal ? { ...category, inverse: true } : value,
		series: [
			{ name: '活动数', type: 'bar', data: rows.map((row) => row.activities) },
			{ name: '报名人次', type: 'bar', data: rows.map((row) => row.registrations) },
			{ name: '签到人次', type: 'bar', data: rows.map((row) => row.checkins) },
		],
	};
}

/** The ECharts option of one breakdown's chart; a map needs its registered map. */
export function chartOption(
	breakdown: StatsBreakdownName,
	rows: readonly StatsRow[],
	map: RegionMap | null,
): Record<string, unknown> {
	if (map) return mapOption(rows, map);
	if (breakdown === 'trend') return trendOption(rows);
	return barOption(rows, breakdown === 'joint' || breakdown === 'audience');
}
