import { useState } from 'react';
import { reviewSummary } from '../../lib/api/admin';
import type { ReviewSummaryItem } from '../../lib/api/summary-types';
import { showToast } from '../../lib/feedback';
import { detailPage } from '../../lib/routes';
import ReasonForm from './ReasonForm';
import ScreeningHits from './ScreeningHits';

interface Props {
	summary: ReviewSummaryItem;
	onSettled: (id: number) => void;
}

/** The text a reader would see of the sanitised summary. */
function textOf(html: string): string {
	return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** One summary with its activity, figures, photos and text, and the decision on it. */
export default function SummaryForReview({ summary, onSettled }: Props) {
	const [rejecting, setRejecting] = useState(false);
	const [busy, setBusy] = useState(false);

	const decide = async (reason: string | null) => {
		setBusy(true);
		try {
			await reviewSummary(
				reason === null
					? { id: summary.id, decision: 'approve' }
					: { id: summary.id, decision: 'reject', reason },
			);
			showToast('success', reason === null ? '已通过，活动回顾已公开' : '已驳回，原因已发给提交者');
			onSettled(summary.id);
		} catch {
			setBusy(false);
		}
	};

	return (
		<li className="rc-item" data-summary-id={summary.id}>
			<div className="rc-cover" aria-hidden="true">
				{summary.photos[0] ? (
					<img src={summary.photos[0]} alt="" loading="lazy" />
				) : (
					<span>总结</span>
				)}
			</div>
			<div className="rc-body">
				<h2 className="rc-title">
					<a href={detailPage(summary.activity_id)} target="_blank" rel="noopener">
						{summary.activity_title}
					</a>
				</h2>
				<dl className="rc-facts">
					<dt>发布者</dt>
					<dd>{summary.publisher}</dd>
					<dt>人数</dt>
					<dd>
						{summary.people_reached}（签到 {summary.checkins}，现场估计 {summary.walk_ins}）
					</dd>
					<dt>照片</dt>
					<dd>{summary.photos.length} 张</dd>
					<dt>视频</dt>
					<dd>
						{summary.video ? (
							<a href={summary.video} target="_blank" rel="noopener">
								查看视频
							</a>
						) : (
							'无'
						)}
					</dd>
					<dt>提交于</dt>
					<dd>{summary.updated_at.slice(0, 16)}</dd>
				</dl>
				<p className="rc-summary">{textOf(summary.content)}</p>
				{summary.status === 'rejected' && (
					<p className="rc-summary">驳回原因：{summary.reject_reason}</p>
				)}
				<ScreeningHits hits={summary.screening_hits} />
				{summary.status === 'pending' &&
					(rejecting ? (
						<ReasonForm
							id={`reject-summary-${summary.id}`}
							purpose="reject"
							busy={busy}
							onSubmit={(reason) => decide(reason)}
							onCancel={() => setRejecting(false)}
						/>
					) : (
						<div className="rc-buttons">
							<button
								type="button"
								className="rc-button"
								disabled={busy}
								onClick={() => decide(null)}
							>
								通过
							</button>
							<button
								type="button"
								className="rc-button rc-button-secondary"
								disabled={busy}
								onClick={() => setRejecting(true)}
							>
								驳回
							</button>
						</div>
					))}
			</div>
		</li>
	);
}
