import { useCallback, useEffect, useState } from 'react';
import { getReportList } from '../../lib/api/admin';
import type { ReportGroup } from '../../lib/api/report-types';
import Pager from '../shared/Pager';
import ReportGroupItem from './ReportGroupItem';

const PAGE_SIZE = 20;

const keyOf = (group: ReportGroup) => `${group.activity_id}-${group.material?.id ?? 0}`;

/** 举报处理: reported activities and materials of the admin's region, most reported first, a page at a time. */
export default function ReportQueue() {
	const [page, setPage] = useState(1);
	const [items, setItems] = useState<ReportGroup[] | null>(null);
	const [total, setTotal] = useState(0);

	const load = useCallback(() => {
		setItems(null);
		getReportList({ page, pageSize: PAGE_SIZE })
			.then((found) => {
				setItems(found.items);
				setTotal(found.total);
			})
			.catch(() => setItems([]));
	}, [page]);

	useEffect(load, [load]);

	/** A decided entry leaves the page; once the page is empty, the entries after it move up. */
	const settled = (decided: ReportGroup) => {
		const left = (items ?? []).filter((item) => keyOf(item) !== keyOf(decided));
		const remaining = Math.max(0, total - 1);
		setTotal(remaining);
		if (left.length > 0 || remaining === 0) {
			setItems(left);
			return;
		}
		const lastPage = Math.max(1, Math.ceil(remaining / PAGE_SIZE));
		if (page > lastPage) setPage(lastPage);
		else load();
	};

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
			<Pager
				page={page}
				total={total}
				pageSize={PAGE_SIZE}
				onPage={setPage}
				className="rc-pager"
				buttonClassName="rc-link-button"
			/>
		</>
	);
}
