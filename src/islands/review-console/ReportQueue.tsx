import { useCallback, useEffect, useState } from 'react';
import { getReportList } from '../../lib/api/admin';
import type { ReportGroup } from '../../lib/api/report-types';
import ReportGroupItem from './ReportGroupItem';

const PAGE_SIZE = 20;

/** 举报处理: reported activities of the admin's region, most reported first. */
export default function ReportQueue() {
	const [items, setItems] = useState<ReportGroup[] | null>(null);
	const [total, setTotal] = useState(0);

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

	const settled = (activityId: number) => {
		setItems((current) => (current ?? []).filter((item) => item.activity_id !== activityId));
		setTotal((current) => Math.max(0, current - 1));
	};

	return (
		<>
			<p className="rc-count">
				待处理举报涉及 <strong>{total}</strong> 个活动，被举报最多的在前
				<button type="button" className="rc-link-button" onClick={load}>
					刷新
				</button>
			</p>
			{items === null && <p className="rc-empty">正在加载…</p>}
			{items?.length === 0 && <p className="rc-empty">暂无待处理的举报</p>}
			{items && items.length > 0 && (
				<ul className="rc-list">
					{items.map((group) => (
						<ReportGroupItem key={group.activity_id} group={group} onSettled={settled} />
					))}
				</ul>
			)}
		</>
	);
}
