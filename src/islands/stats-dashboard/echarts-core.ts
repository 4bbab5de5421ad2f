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

export { echarts };
