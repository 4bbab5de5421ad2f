import { describe, expect, test } from 'vitest';
import { dashboardSections } from '../../../../src/islands/stats-dashboard/breakdowns';
import { chartOption } from '../../../../src/islands/stats-dashboard/chart-options';
import type { StatsRow } from '../../../../src/lib/api/stats-types';
import { NONE_COLOR, STEP_COLORS } from '../../../../src/lib/stats/color-scale';

const row = (key: string, label: string, activities: number): StatsRow => ({
	key,
	label,
	activities,
	registrations: 0,
	checkins: 0,
});

interface Piece {
	value?: number;
	min?: number;
	max?: number;
	color: string;
	label: string;
}

// biome-ignore lint/suspicious/noExplicitAny: ECharts options are untyped records
const option = (...args: Parameters<typeof chartOption>): any => chartOption(...args);
const pieceOf = (pieces: Piece[], value: number) =>
	pieces.find((piece) =>
		piece.value === undefined
			? value >= (piece.min ?? 0) && value <= (piece.max ?? 0)
			: piece.value === value,
	);

const china = {
	name: 'china',
	names: new Map([
		['110000', '北京'],
		['310000', '上海'],
		['440000', '广东'],
		['650000', '新疆'],
		['南海诸岛', '南海诸岛'],
	]),
};

describe('the province map', () => {
	test('its scale starts at 0: 10 and 11 of 12 are neighbouring shades, not the two ends', () => {
		const rows = [
			row('110000', '北京市', 10),
			row('310000', '上海市', 11),
			row('440000', '广东省', 12),
		];
		const { visualMap, series } = option('province', rows, china).baseOption;
		expect(visualMap.min).toBe(0);
		expect(visualMap.pieces[0]).toEqual({ value: 0, label: '0', color: NONE_COLOR });
		expect(visualMap.pieces.map((piece: Piece) => piece.label)).toEqual([
			'0',
			'1–3',
			'4–5',
			'6–8',
			'9–10',
			'11–12',
		]);
		expect(pieceOf(visualMap.pieces, 10)?.color).toBe(STEP_COLORS[3]);
		expect(pieceOf(visualMap.pieces, 11)?.color).toBe(STEP_COLORS[4]);
		// Every province is on the scale, one without activities at 0; the inset is outside it.
		expect(series[0].data.slice(0, 4)).toEqual([
			{ name: '北京', value: 10 },
			{ name: '上海', value: 11 },
			{ name: '广东', value: 12 },
			{ name: '新疆', value: 0 },
		]);
		expect(series[0].data[4]).toMatchObject({ name: '南海诸岛' });
		expect(series[0].data[4].value).toBeUndefined();
	});

	test('filtered to a province, maps its cities by code', () => {
		const guangdong = {
			name: 'province-440000',
			names: new Map([
				['440100', '广州市'],
				['440300', '深圳市'],
			]),
		};
		const rows = [row('440300', '深圳市', 4), row('440100', '广州市', 1)];
		const { series, visualMap } = option('city', rows, guangdong).baseOption;
		expect(series[0].map).toBe('province-440000');
		expect(series[0].data).toEqual([
			{ name: '广州市', value: 1 },
			{ name: '深圳市', value: 4 },
		]);
		expect(visualMap.min).toBe(0);
	});

	test('the dashboard maps a filtered province by city, and China otherwise', () => {
		expect(dashboardSections({})[0]).toMatchObject({ breakdown: 'province', map: '' });
		expect(dashboardSections({ province_code: '440000' })[0]).toMatchObject({
			breakdown: 'city',
			title: '广东省各城市分布',
			map: '440000',
		});
		// 台湾 has no city map: the country's map shows it.
		expect(dashboardSections({ province_code: '710000' })[0]).toMatchObject({
			breakdown: 'province',
			map: '',
		});
	});
});

describe('the daily trend', () => {
	test('is a time axis with a point for each day of the rows', () => {
		const rows = ['2026-09-01', '2026-09-02', '2026-09-03'].map((day, i) => ({
			...row(day, day, 0),
			registrations: i,
		}));
		const { xAxis, series } = option('trend', rows, null).baseOption;
		expect(xAxis.type).toBe('time');
		const registrations = series.find((entry: { name: string }) => entry.name.startsWith('报名'));
		expect(registrations.data).toEqual([
			['2026-09-01', 0],
			['2026-09-02', 1],
			['2026-09-03', 2],
		]);
		expect(dashboardSections({}).map((section) => section.breakdown)).toContain('trend');
		expect(dashboardSections({}).map((section) => section.breakdown)).not.toContain('day');
	});
});
