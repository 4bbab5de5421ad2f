import { useEffect, useRef, useState } from 'react';
import type { StatsBreakdownName, StatsRow } from '../../lib/api/stats-types';
import { chartOption } from './chart-options';

interface Props {
	breakdown: StatsBreakdownName;
	rows: StatsRow[];
	/** Names the chart for the table beside it, which screen readers read instead. */
	label: string;
	/** A map chart: '' China by province, a province code that province by city. */
	map?: string | undefined;
}

/** One chart, drawn once ECharts (and, for a map, its GeoJSON) has loaded. */
export default function StatsChart({ breakdown, rows, label, map }: Props) {
	const box = useRef<HTMLDivElement>(null);
	const [failure, setFailure] = useState('');
	useEffect(() => {
		let disposed = false;
		let dispose = () => {};
		void (async () => {
			try {
				const [{ echarts }, { loadRegionMap }] = await Promise.all([
					import('./echarts-core'),
					import('./region-maps'),
				]);
				const region = map === undefined ? null : await loadRegionMap(map);
				if (disposed || !box.current) return;
				const chart = echarts.init(box.current, undefined, { renderer: 'svg' });
				chart.setOption(chartOption(breakdown, rows, region));
				const resize = () => chart.resize();
				window.addEventListener('resize', resize);
				box.current.dataset.ready = 'true';
				if (region) box.current.dataset.map = region.name;
				dispose = () => {
					window.removeEventListener('resize', resize);
					chart.dispose();
				};
			} catch (error) {
				if (!disposed) setFailure(error instanceof Error ? error.message : '图表加载失败');
			}
		})();
		return () => {
			disposed = true;
			dispose();
		};
	}, [breakdown, rows, map]);
	return (
		<div className="sd-chart-wrap">
			<div
				ref={box}
				className={`sd-chart sd-chart-${breakdown}`}
				aria-hidden="true"
				data-chart={breakdown}
				title={label}
			/>
			{failure && (
				<p className="sd-chart-failure" role="alert">
					{failure}；数据见表格。
				</p>
			)}
		</div>
	);
}
