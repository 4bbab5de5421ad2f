import type { StatsRow } from '../../lib/api/stats-types';
import { colorSteps, NONE_COLOR } from '../../lib/stats/color-scale';
import { TEXT } from './chart-theme';
import type { RegionMap } from './region-maps';

/** The inset ECharts draws beside China: shown, not counted. */
const NANHAI = '南海诸岛';

/**
 * A map of China by province or of one province by city, shaded by approved activities on labelled
 * steps that start at 0 (grey), so that 10 and 11 never look like pale and dark.
 */
export function mapOption(rows: readonly StatsRow[], map: RegionMap) {
	const counts = new Map(rows.map((row) => [row.key, row.activities]));
	const steps = colorSteps(rows.map((row) => row.activities));
	const pieces = [
		{ value: 0, label: '0', color: NONE_COLOR },
		...steps.map((step) => ({
			min: step.from,
			max: step.to,
			label: step.from === step.to ? `${step.from}` : `${step.from}–${step.to}`,
			color: step.color,
		})),
	];
	const regions = [...map.names].filter(([code]) => code !== NANHAI);
	const baseOption = {
		tooltip: { trigger: 'item', formatter: '{b}：{c} 场' },
		visualMap: {
			type: 'piecewise',
			min: 0,
			max: steps.at(-1)?.to ?? 1,
			pieces,
			left: 8,
			bottom: 8,
			itemGap: 4,
			textStyle: TEXT,
		},
		series: [
			{
				type: 'map',
				map: map.name,
				roam: false,
				// Right of the legend's column, not over the map's west; the aspect is kept.
				layoutCenter: ['56%', '50%'],
				layoutSize: '96%',
				label: { show: false },
				itemStyle: { borderColor: '#fff', borderWidth: 0.6, areaColor: NONE_COLOR },
				emphasis: { label: { show: true }, itemStyle: { areaColor: '#ff8a1f' } },
				data: [
					...regions.map(([code, name]) => ({ name, value: counts.get(code) ?? 0 })),
					...(map.names.has(NANHAI)
						? [{ name: NANHAI, itemStyle: { areaColor: '#8a96a8', borderColor: '#8a96a8' } }]
						: []),
				],
			},
		],
	};
	// On a phone the legend is a row below the map.
	const phone = {
		visualMap: {
			orient: 'horizontal',
			left: 'center',
			bottom: 0,
			itemWidth: 12,
			itemHeight: 10,
			itemGap: 4,
			textStyle: { ...TEXT, fontSize: 11 },
		},
		series: [{ layoutCenter: ['50%', '44%'], layoutSize: '86%' }],
	};
	return { baseOption, media: [{ query: { maxWidth: 560 }, option: phone }] };
}
