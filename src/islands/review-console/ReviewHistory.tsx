import { useCallback, useEffect, useState } from 'react';
import type { ActivityStatus } from '../../lib/api/activity-types';
import { getReviewHistory } from '../../lib/api/admin';
import type { ReviewHistoryEntry } from '../../lib/api/admin-types';
import { detailPage } from '../../lib/routes';
import { STATUS_NAMES } from '../user-center/activity-status';
import ConsoleSearch from './ConsoleSearch';

const PAGE_SIZE = 20;

function statusNow(status: string): string {
	if (!status) return '已删除';
	return STATUS_NAMES[status as ActivityStatus] ?? status;
}

/** 审核记录: past decisions in the admin's region, newest first, searchable, a page at a time. */
export default function ReviewHistory() {
	const [keyword, setKeyword] = useState('');
	const [entries, setEntries] = useState<ReviewHistoryEntry[] | null>(null);
	const [total, setTotal] = useState(0);
	const [page, setPage] = useState(1);
	const [failed, setFailed] = useState(false);

	const load = useCallback(
		(wanted: number) => {
			getReviewHistory({ page: wanted, pageSize: PAGE_SIZE, keyword })
				.then((answer) => {
					setEntries((shown) =>
						wanted === 1 ? answer.items : [...(shown ?? []), ...answer.items],
					);
					setTotal(answer.total);
					setPage(wanted);
					setFailed(false);
				})
				.catch(() => setFailed(true));
		},
		[keyword],
	);
	useEffect(() => load(1), [load]);

	return (
		<>
			<ConsoleSearch
				label="搜索审核记录"
				boxLabel="审核记录搜索词"
				placeholder="活动标题、主办单位或审核人"
				onSearch={setKeyword}
			/>
			{failed && <p className="rc-empty">审核记录加载失败。</p>}
			{!failed && entries === null && <p className="rc-empty">正在加载…</p>}
			{entries?.length === 0 && (
				<p className="rc-empty">
					{keyword ? `没有匹配「${keyword}」的审核记录。` : '还没有审核记录。'}
				</p>
			)}
			{entries && entries.length > 0 && (
				<>
					<p className="rc-count">
						共 <strong>{total}</strong> 条审核记录
					</p>
					<ol className="rc-history">
						{entries.map((entry) => (
							<li key={entry.id} data-decision={entry.decision}>
								<span className={`rc-tag rc-decision-${entry.decision}`}>
									{entry.decision_name}
								</span>
								<a href={detailPage(entry.activity_id)} target="_blank" rel="noopener">
									{entry.title || `活动 #${entry.activity_id}`}
								</a>
								<span className="rc-history-meta">
									{entry.at} · {entry.reviewer_name}（{entry.reviewer_role}）· 现状：
									{statusNow(entry.status)}
								</span>
								{entry.reason && <span className="rc-history-reason">理由：{entry.reason}</span>}
							</li>
						))}
					</ol>
					{entries.length < total && (
						<button type="button" className="rc-link-button" onClick={() => load(page + 1)}>
							加载更多
						</button>
					)}
				</>
			)}
		</>
	);
}
