import { useState } from 'react';
import { dismissReport, takeDownActivity } from '../../lib/api/admin';
import type { ReportGroup } from '../../lib/api/report-types';
import { showToast } from '../../lib/feedback';
import { REPORT_CATEGORIES } from '../../lib/report-categories';
import { detailPage } from '../../lib/routes';
import ReasonForm from './ReasonForm';

interface Props {
	group: ReportGroup;
	onSettled: (activityId: number) => void;
}

type Asking = 'dismissReport' | 'takedown' | null;

/** One reported activity: how often and why, the latest reasons, and 驳回举报 or 下架. */
export default function ReportGroupItem({ group, onSettled }: Props) {
	const [asking, setAsking] = useState<Asking>(null);
	const [busy, setBusy] = useState(false);
	const id = group.activity_id;

	const decide = async (reason: string) => {
		setBusy(true);
		try {
			if (asking === 'takedown') {
				await takeDownActivity({ id, reason });
				showToast('success', '已下架，发布者和举报人已收到消息');
			} else {
				await dismissReport({ id, reason });
				showToast('success', '已驳回举报，举报人已收到消息');
			}
			onSettled(id);
		} catch {
			setBusy(false);
		}
	};

	return (
		<li className="rc-item rc-report" data-report-activity={id}>
			<div className="rc-body">
				<h2 className="rc-title">
					<a href={detailPage(id)} target="_blank" rel="noopener">
						{group.title}
					</a>
				</h2>
				<dl className="rc-facts">
					<dt>举报</dt>
					<dd>
						<strong>{group.report_count}</strong> 次，最近 {group.latest_at.slice(0, 16)}
					</dd>
					<dt>类型</dt>
					<dd>
						{group.categories
							.map((entry) => `${REPORT_CATEGORIES[entry.category]} ${entry.count}`)
							.join('、')}
					</dd>
					<dt>地区</dt>
					<dd>{group.region}</dd>
					<dt>发布者</dt>
					<dd>{group.owner_name}</dd>
				</dl>
				<ul className="rc-report-reasons">
					{group.reports.map((report) => (
						<li key={`${report.reporter}-${report.created_at}`}>
							<span className="rc-chip">{REPORT_CATEGORIES[report.category]}</span>
							{report.reason}
							<span className="rc-report-by">
								{report.reporter} · {report.created_at.slice(5, 16)}
								{report.flagged && '（含筛查词）'}
							</span>
						</li>
					))}
				</ul>
				{asking ? (
					<ReasonForm
						id={`${asking}-${id}`}
						purpose={asking}
						busy={busy}
						onSubmit={(reason) => void decide(reason)}
						onCancel={() => setAsking(null)}
					/>
				) : (
					<div className="rc-buttons">
						<button
							type="button"
							className="rc-button rc-button-danger"
							onClick={() => setAsking('takedown')}
						>
							下架
						</button>
						<button
							type="button"
							className="rc-button rc-button-secondary"
							onClick={() => setAsking('dismissReport')}
						>
							驳回举报
						</button>
					</div>
				)}
			</div>
		</li>
	);
}
