import { useCallback, useEffect, useState } from 'react';
import { getStats, statsExportHref } from '../../lib/api/stats';
import type { StatsDashboard as Dashboard, StatsFilterInput } from '../../lib/api/stats-types';
import AfterEventSection from './AfterEventSection';
import BreakdownTable from './BreakdownTable';
import { dashboardSections } from './breakdowns';
import StatsChart from './StatsChart';
import StatsFilters from './StatsFilters';
import StatsTotalsList from './StatsTotalsList';
import './stats-dashboard.css';

/** The operators' statistics: filters, headline totals, and each breakdown as chart, table and XLSX. */
export default function StatsDashboard() {
	const [filter, setFilter] = useState<StatsFilterInput>({});
	const [data, setData] = useState<Dashboard | null>(null);
	const [busy, setBusy] = useState(true);
	const [failure, setFailure] = useState('');
	const load = useCallback(async (next: StatsFilterInput) => {
		setBusy(true);
		setFailure('');
		try {
			setData(await getStats(next));
			setFilter(next);
		} catch (error) {
			setFailure(error instanceof Error ? error.message : '统计数据加载失败');
		} finally {
			setBusy(false);
		}
	}, []);
	useEffect(() => {
		void load({});
	}, [load]);
	return (
		<div className="stats-dashboard" aria-busy={busy}>
			<h1>数据统计</h1>
			<StatsFilters initial={filter} busy={busy} onApply={(next) => void load(next)} />
			{failure && (
				<p className="sd-failure" role="alert">
					{failure}
				</p>
			)}
			{data && (
				<>
					<p className="sd-updated">
						数据更新于 {data.updated_at}（北京时间）
						{data.page_views_through
							? `；浏览量统计至 ${data.page_views_through}`
							: '；浏览量尚未汇总'}
					</p>
					<section aria-labelledby="sd-totals-heading">
						<h2 id="sd-totals-heading">总体数据</h2>
						<StatsTotalsList totals={data.totals} />
					</section>
					<AfterEventSection figures={data.after_event} />
					{dashboardSections(filter).map((section) => (
						<section
							key={section.breakdown}
							className={`sd-section sd-section-${section.breakdown}`}
							aria-labelledby={`sd-${section.breakdown}-heading`}
						>
							<div className="sd-section-head">
								<h2 id={`sd-${section.breakdown}-heading`}>{section.title}</h2>
								<a className="sd-export" href={statsExportHref(filter, section.breakdown)} download>
									导出 XLSX
								</a>
							</div>
							{section.note && <p className="sd-note">{section.note}</p>}
							<div className="sd-section-body">
								<StatsChart
									breakdown={section.breakdown}
									rows={data.breakdowns[section.breakdown]}
									label={section.title}
									map={section.map}
								/>
								<BreakdownTable
									breakdown={section.breakdown}
									caption={`${section.title}（数据表）`}
									dimension={section.dimension}
									rows={data.breakdowns[section.breakdown]}
								/>
							</div>
						</section>
					))}
				</>
			)}
		</div>
	);
}
