import { useCallback, useEffect, useState } from 'react';
import type { ReviewActivity } from '../../lib/api/admin';
import { getReviewList } from '../../lib/api/admin';
import PendingActivity from './PendingActivity';

const PAGE_SIZE = 20;

/** Pending activities oldest first, each approved or rejected with a reason. */
export default function PendingActivities() {
	const [items, setItems] = useState<ReviewActivity[] | null>(null);
	const [total, setTotal] = useState(0);

	const load = useCallback(() => {
		getReviewList({ page: 1, pageSize: PAGE_SIZE })
			.then((page) => {
				setItems(page.items);
				setTotal(page.total);
			})
			.catch(() => setItems([]));
	}, []);

	useEffect(load, [load]);

	const decided = (id: number) => {
		setItems((current) => (current ?? []).filter((item) => item.id !== id));
		setTotal((current) => Math.max(0, current - 1));
	};

	return (
		<>
			<p className="rc-count">
				待审核 <strong>{total}</strong> 个活动
				<button type="button" className="rc-link-button" onClick={load}>
					刷新
				</button>
			</p>
			{items === null && <p className="rc-empty">正在加载…</p>}
			{items?.length === 0 && total === 0 && <p className="rc-empty">没有待审核的活动。</p>}
			{items && items.length > 0 && (
				<ul className="rc-list">
					{items.map((activity) => (
						<PendingActivity key={activity.id} activity={activity} onDecided={decided} />
					))}
				</ul>
			)}
			{items?.length === 0 && total > 0 && (
				<button type="button" className="rc-link-button" onClick={load}>
					加载下一批
				</button>
			)}
		</>
	);
}
