import type { StatsRow } from '../../lib/api/stats-types';
import { DAY_MS } from '../../lib/calendar-days';
import { COLORS, TEXT } from './chart-theme';

/**
 * The daily trend on a time axis (every day of the range is a point, empty ones 0): each figure on
 * its own day, as its legend says.
 */
export function trendOption(rows: readonly StatsRow[]) {
	const line = (name: string, value: (row: StatsRow) => number, extra: object = {}) => ({
		name,
		type: 'line',
		showSymbol: rows.length <= 31,
		data: rows.map((row) => [row.key, value(row)]),
		...extra,
	});
	const baseOption = {
		color: COLORS,
		tooltip: { trigger: 'axis' },
		legend: { top: 0, textStyle: TEXT },
		grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
		xAxis: {
			type: 'time',
			minInterval: DAY_MS,
			axisLabel: { ...TEXT, hideOverlap: true, formatter: '{MM}-{dd}' },
		},
		yAxis: [
			{ type: 'value', name: '场 / 人次', minInterval: 1, axisLabel: TEXT },
			{
				type: 'value',
				name: '浏览量',
				minInterval: 1,
				axisLabel: TEXT,
				splitLine: { show: false },
			},
		],
		series: [
			line('报名人次（报名日）', (row) => row.registrations),
			line('签到人次（签到日）', (row) => row.checkins),
			line('活动数（开始日）', (row) => row.activities),
			line('浏览量', (row) => row.page_views ?? 0, {
				yAxisIndex: 1,
				lineStyle: { type: 'dashed' },
			}),
		],
	};
	// A phone's legend takes three lines above the axis names.
	return { baseOption, media: [{ query: { maxWidth: 560 }, option: { grid: { top: 104 } } }] };
}
