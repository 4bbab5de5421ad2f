import { BarChart, LineChart, MapChart } from 'echarts/charts';
import {
	GridComponent,
	LegendComponent,
	TooltipComponent,
	VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts, tree-shaken: only the charts and components the dashboard draws. This module is imported
 * dynamically by the dashboard alone, so no other page loads it.
 */
echarts.use([
	BarChart,
	LineChart,
	MapChart,
	GridComponent,
	LegendComponent,
	TooltipComponent,
	VisualMapComponent,
	SVGRenderer,
]);

/** The province map, served by the portal (scripts/china-map.mjs). Short names by code. */
export interface ChinaMap {
	names: Map<string, string>;
}

let mapLoad: Promise<ChinaMap> | undefined;

/** Registers the map `china` once (ECharts then draws the 南海诸岛 inset and 钓鱼岛 too). */
export function loadChinaMap(): Promise<ChinaMap> {
	mapLoad ??= fetch('/maps/china.json')
		.then((response) => {
			if (!response.ok) throw new Error(`地图数据加载失败（HTTP ${response.status}）`);
			return response.json();
		})
		.then((geoJson: { features: { properties: { code: string; name: string } }[] }) => {
			echarts.registerMap('china', geoJson as never);
			return {
				names: new Map(
					geoJson.features.map((feature) => [feature.properties.code, feature.properties.name]),
				),
			};
		})
		.catch((error: unknown) => {
			mapLoad = undefined;
			throw error;
		});
	return mapLoad;
}

export { echarts };
