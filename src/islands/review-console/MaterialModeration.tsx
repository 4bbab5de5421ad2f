import { useCallback, useEffect, useState } from 'react';
import type { MaterialStatus } from '../../lib/api/activity-types';
import { getMaterialReviewList } from '../../lib/api/admin';
import type { Screened } from '../../lib/api/screening-types';
import type { ReviewMaterial } from '../../lib/api/user-types';
import MaterialForReview from './MaterialForReview';
import { MATERIAL_STATUS_TABS } from './material-statuses';

const PAGE_SIZE = 20;

/**
 * Materials by review status, oldest first: the pending queue to approve or reject, and the decided
 * ones, which can still be removed with a reason.
 */
export default function MaterialModeration() {
	const [status, setStatus] = useState<MaterialStatus>('pending');
	const [items, setItems] = useState<(ReviewMaterial & Screened)[] | null>(null);
	const [total, setTotal] = useState(0);

	const load = useCallback(() => {
		setItems(null);
		getMaterialReviewList({ page: 1, pageSize: PAGE_SIZE, status })
			.then((page) => {
				setItems(page.items);
				setTotal(page.total);
			})
			.catch(() => setItems([]));
	}, [status]);

	useEffect(load, [load]);

	const settled = (id: number) => {
		setItems((current) => (current ?? []).filter((item) => item.id !== id));
		setTotal((current) => Math.max(0, current - 1));
	};

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
				<button type="button" className="rc-link-button" onClick={load}>
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
		</>
	);
}
