import type { StatsBreakdownName, StatsRow } from '../../lib/api/stats-types';
import { STEP_COLORS } from '../../lib/stats/color-scale';

/** Series colours: the palette of DESIGN.md (primary, accent, success, dark blue). */
const COLORS = ['#1f5fd6', '#ff8a1f', '#0f7a4c', '#0d2d6b'];
const TEXT = { color: '#1f2733', fontFamily: 'inherit' };

function mapOption(rows: StatsRow[], names: Map<string, string>) {
	const positive = rows.map((row) => row.activities).filter((count) => count > 0);
	const min = positive.length ? Math.min(...positive) : 0;
	const max = Math.max(min + 1, ...positive);
	return {
		tooltip: { trigger: 'item', formatter: '{b}：{c} 场' },
		visualMap: {
			min,
			max,
			left: 8,
			bottom: 8,
			text: ['多', '少'],
			calculable: true,
			inRange: { color: [...STEP_COLORS] },
			textStyle: TEXT,
		},
		series: [
			{
				type: 'map',
				map: 'china',
				roam: false,
				label: { show: false },
				itemStyle: { borderColor: '#fff', borderWidth: 0.6, areaColor: '#eef1f5' },
				emphasis: { label: { show: true }, itemStyle: { areaColor: '#ff8a1f' } },
				data: [
					...rows.map((row) => ({ name: names.get(row.key) ?? row.label, value: row.activities })),
					// The 南海诸岛 inset is drawn, not counted: grey, outside the scale.
					{ name: '南海诸岛', itemStyle: { areaColor: '#8a96a8', borderColor: '#8a96a8' } },
				],
			},
		],
	};
}

function barOption(rows: StatsRow[], horizontal: boolean) {
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

function lineOption(rows: StatsRow[]) {
	return {
		color: COLORS,
		tooltip: { trigger: 'axis' },
		legend: { top: 0, textStyle: TEXT },
		// Room for a legend of two lines on a phone above the axis names.
		grid: { left: 8, right: 16, top: 72, bottom: 8, containLabel: true },
		xAxis: { type: 'category', data: rows.map((row) => row.key), axisLabel: TEXT },
		yAxis: [
			{ type: 'value', name: '场 / 人次', axisLabel: TEXT },
			{ type: 'value', name: '浏览量', axisLabel: TEXT, splitLine: { show: false } },
		],
		series: [
			{ name: '活动数', type: 'line', data: rows.map((row) => row.activities) },
			{ name: '报名人次', type: 'line', data: rows.map((row) => row.registrations) },
			{ name: '签到人次', type: 'line', data: rows.map((row) => row.checkins) },
			{
				name: '浏览量',
				type: 'line',
				yAxisIndex: 1,
				lineStyle: { type: 'dashed' },
				data: rows.map((row) => row.page_views ?? 0),
			},
		],
	};
}

/** The ECharts option of one breakdown's chart. */
export function chartOption(
	breakdown: StatsBreakdownName,
	rows: StatsRow[],
	mapNames: Map<string, string>,
): Record<string, unknown> {
	if (breakdown === 'province') return mapOption(rows, mapNames);
	if (breakdown === 'day') return lineOption(rows);
	return barOption(rows, breakdown === 'joint' || breakdown === 'audience');
}
