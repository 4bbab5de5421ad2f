import { useEffect, useRef, useState } from 'react';
import type { StatsBreakdownName, StatsRow } from '../../lib/api/stats-types';
import { chartOption } from './chart-options';

interface Props {
	breakdown: StatsBreakdownName;
	rows: StatsRow[];
	/** Names the chart for the table beside it, which screen readers read instead. */
	label: string;
}

/** One chart, drawn once ECharts (and, for the map, the GeoJSON) has loaded. */
export default function StatsChart({ breakdown, rows, label }: Props) {
	const box = useRef<HTMLDivElement>(null);
	const [failure, setFailure] = useState('');
	useEffect(() => {
		let disposed = false;
		let dispose = () => {};
		void (async () => {
			try {
				const { echarts, loadChinaMap } = await import('./echarts-core');
				const map = breakdown === 'province' ? await loadChinaMap() : { names: new Map() };
				if (disposed || !box.current) return;
				const chart = echarts.init(box.current, undefined, { renderer: 'svg' });
				chart.setOption(chartOption(breakdown, rows, map.names));
				const resize = () => chart.resize();
				window.addEventListener('resize', resize);
				box.current.dataset.ready = 'true';
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
	}, [breakdown, rows]);
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
