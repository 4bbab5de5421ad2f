import { useState } from 'react';
import type { MaterialStatus } from '../../lib/api/activity-types';
import { getMaterialReviewList } from '../../lib/api/admin';
import MaterialForReview from './MaterialForReview';
import { MATERIAL_STATUS_TABS } from './material-statuses';
import { useReviewQueue } from './use-review-queue';

/**
 * Materials by review status, oldest first: the pending queue to approve or reject, and the decided
 * ones, which can still be removed with a reason.
 */
export default function MaterialModeration() {
	const [status, setStatus] = useState<MaterialStatus>('pending');
	const { items, total, reload, more, hasMore, loadingMore, settled } = useReviewQueue(
		status,
		getMaterialReviewList,
	);

	const tab = MATERIAL_STATUS_TABS.find((entry) => entry.status === status);
	return (
		<>
			<fieldset className="rc-filters">
				<legend className="visually-hidden">资料状态</legend>
				{MATERIAL_STATUS_TABS.map((entry) => (
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
					{items.map((material) => (
						<MaterialForReview key={material.id} material={material} onSettled={settled} />
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
