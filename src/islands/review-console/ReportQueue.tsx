import { useCallback, useEffect, useState } from 'react';
import { getReportList } from '../../lib/api/admin';
import type { ReportGroup } from '../../lib/api/report-types';
import ReportGroupItem from './ReportGroupItem';

const PAGE_SIZE = 20;

const keyOf = (group: ReportGroup) => `${group.activity_id}-${group.material?.id ?? 0}`;

/** 举报处理: reported activities and materials of the admin's region, most reported first, a page at a time. */
export default function ReportQueue() {
	const [items, setItems] = useState<ReportGroup[] | null>(null);
	const [total, setTotal] = useState(0);
	const [loadingMore, setLoadingMore] = useState(false);

	const load = useCallback(() => {
		setItems(null);
		getReportList({ page: 1, pageSize: PAGE_SIZE })
			.then((page) => {
				setItems(page.items);
				setTotal(page.total);
			})
			.catch(() => setItems([]));
	}, []);

	useEffect(load, [load]);

	/** The next entries after those shown; decided ones left the queue, so it reads from their count. */
	const loadMore = () => {
		const shown = items ?? [];
		setLoadingMore(true);
		getReportList({ page: Math.floor(shown.length / PAGE_SIZE) + 1, pageSize: PAGE_SIZE })
			.then((page) => {
				const seen = new Set(shown.map(keyOf));
				setItems([...shown, ...page.items.filter((group) => !seen.has(keyOf(group)))]);
				setTotal(page.total);
			})
			.catch(() => undefined)
			.finally(() => setLoadingMore(false));
	};

	const settled = (decided: ReportGroup) => {
		setItems((current) => (current ?? []).filter((item) => keyOf(item) !== keyOf(decided)));
		setTotal((current) => Math.max(0, current - 1));
	};

	const left = total - (items?.length ?? 0);
	return (
		<>
			<p className="rc-count">
				待处理举报 <strong>{total}</strong> 项（活动或其资料），被举报最多的在前
				<button type="button" className="rc-link-button" onClick={load}>
					刷新
				</button>
			</p>
			{items === null && <p className="rc-empty">正在加载…</p>}
			{items?.length === 0 && <p className="rc-empty">暂无待处理的举报</p>}
			{items && items.length > 0 && (
				<ul className="rc-list">
					{items.map((group) => (
						<ReportGroupItem key={keyOf(group)} group={group} onSettled={settled} />
					))}
				</ul>
			)}
			{items && left > 0 && (
				<button
					type="button"
					className="rc-button rc-button-secondary rc-more"
					disabled={loadingMore}
					onClick={loadMore}
				>
					{loadingMore ? '正在加载…' : `加载更多（还有 ${left} 项）`}
				</button>
			)}
		</>
	);
}
