import { useState } from 'react';
import { dismissReport, removeMaterial, takeDownActivity } from '../../lib/api/admin';
import type { ReportGroup } from '../../lib/api/report-types';
import { showToast } from '../../lib/feedback';
import { REPORT_CATEGORIES } from '../../lib/report-categories';
import { detailPage } from '../../lib/routes';
import ReasonForm from './ReasonForm';

interface Props {
	group: ReportGroup;
	onSettled: (group: ReportGroup) => void;
}

type Asking = 'dismissReport' | 'takedown' | 'remove' | null;

const MATERIAL_KINDS = { image: '图片', video: '视频', document: '文档', link: '链接' } as const;

/** Takes down what was reported: the activity (下架), or the one material of it (removed). */
async function takeDown(group: ReportGroup, reason: string) {
	if (group.material) {
		await removeMaterial({ id: group.material.id, reason });
		showToast('success', '资料已移除，发布者和举报人已收到消息');
	} else {
		await takeDownActivity({ id: group.activity_id, reason });
		showToast('success', '已下架，发布者和举报人已收到消息');
	}
}

/**
 * One reported activity, or one reported material of it: how often and why, the latest reasons,
 * and 驳回举报 or 下架 (of a material: 移除资料).
 */
export default function ReportGroupItem({ group, onSettled }: Props) {
	const [asking, setAsking] = useState<Asking>(null);
	const [busy, setBusy] = useState(false);
	const id = group.activity_id;
	const material = group.material;
	const takedown = material ? 'remove' : 'takedown';

	const decide = async (reason: string) => {
		setBusy(true);
		try {
			if (asking === 'dismissReport') {
				await dismissReport({ id, material_id: material?.id, reason });
				showToast('success', '已驳回举报，举报人已收到消息');
			} else {
				await takeDown(group, reason);
			}
			onSettled(group);
		} catch {
			setBusy(false);
		}
	};

	return (
		<li className="rc-item rc-report" data-report-activity={id} data-report-material={material?.id}>
			<div className="rc-body">
				<h2 className="rc-title">
					{material && (
						<>
							<span className="rc-chip">{MATERIAL_KINDS[material.kind]}</span>
							<a href={material.url} target="_blank" rel="noopener noreferrer">
								{material.name}
							</a>
							<span className="rc-title-of">（活动 </span>
						</>
					)}
					<a href={detailPage(id)} target="_blank" rel="noopener">
						{group.title}
					</a>
					{material && <span className="rc-title-of">）</span>}
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
							onClick={() => setAsking(takedown)}
						>
							{material ? '移除资料' : '下架'}
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
