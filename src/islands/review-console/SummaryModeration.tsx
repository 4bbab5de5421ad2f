import { useState } from 'react';
import { getSummaryReviewList } from '../../lib/api/admin';
import type { SummaryStatus } from '../../lib/api/summary-types';
import SummaryForReview from './SummaryForReview';
import { useReviewQueue } from './use-review-queue';

const TABS: readonly { status: SummaryStatus; label: string; empty: string }[] = [
	{ status: 'pending', label: '待审核', empty: '没有待审核的活动总结。' },
	{ status: 'approved', label: '已通过', empty: '还没有通过审核的活动总结。' },
	{ status: 'rejected', label: '未通过', empty: '没有未通过的活动总结。' },
];

/** Activity summaries (活动总结) by review status in the admin's region, oldest edit first. */
export default function SummaryModeration() {
	const [status, setStatus] = useState<SummaryStatus>('pending');
	const { items, total, reload, more, hasMore, loadingMore, settled } = useReviewQueue(
		status,
		getSummaryReviewList,
	);

	const tab = TABS.find((entry) => entry.status === status);
	return (
		<>
			<fieldset className="rc-filters">
				<legend className="visually-hidden">总结状态</legend>
				{TABS.map((entry) => (
					<button
						key={entry.status}
						type="button"
						className="rc-chip"
						aria-pressed={entry.status === status}
						onClick={() => setStatus(entry.status)}
					>
						{entry.label}
					</button>
				))}
			</fieldset>
			<p className="rc-count">
				{tab?.label} <strong>{total}</strong> 份，最早提交的在前
				<button type="button" className="rc-link-button" onClick={reload}>
					刷新
				</button>
			</p>
			{items === null && <p className="rc-empty">正在加载…</p>}
			{items?.length === 0 && <p className="rc-empty">{tab?.empty}</p>}
			{items && items.length > 0 && (
				<ul className="rc-list">
					{items.map((summary) => (
						<SummaryForReview key={summary.id} summary={summary} onSettled={settled} />
					))}
				</ul>
			)}
			{items && hasMore && (
				<button type="button" className="rc-link-button" disabled={loadingMore} onClick={more}>
					加载更多（还有 {total - items.length} 份）
				</button>
			)}
		</>
	);
}
