import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
	type AuditEntryView,
	type AuditFilterForm,
	auditExportUrl,
	getAuditList,
} from '../../lib/api/audit';
import { AUDIT_ACTIONS } from '../../lib/audit-actions';
import AuditFilters from './AuditFilters';
import './audit-log.css';
import { ADMIN_PATH } from '../../lib/routes';

const PAGE_SIZE = 20;
const EMPTY_FILTER: AuditFilterForm = {
	action: '',
	actor_id: '',
	target_type: '',
	target_id: '',
	start_date: '',
	end_date: '',
};

/** /admin/audit: the audit log, newest first, filtered and exported as CSV. */
export default function AuditLog() {
	const [draft, setDraft] = useState(EMPTY_FILTER);
	const [filter, setFilter] = useState(EMPTY_FILTER);
	const [page, setPage] = useState(1);
	const [rows, setRows] = useState<AuditEntryView[] | null>(null);
	const [total, setTotal] = useState(0);

	const load = useCallback(() => {
		getAuditList(filter, page, PAGE_SIZE)
			.then((answer) => {
				setRows(answer.items);
				setTotal(answer.total);
			})
			.catch(() => setRows([]));
	}, [filter, page]);
	useEffect(load, [load]);

	const search = (event: FormEvent) => {
		event.preventDefault();
		setPage(1);
		setFilter(draft);
	};
	const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

	return (
		<div className="audit-log">
			<div className="al-head">
				<h1>审计日志</h1>
				<a className="al-link" href={ADMIN_PATH}>
					返回审核后台
				</a>
			</div>
			<p className="al-note">
				记录管理员的每项操作和所有人导出个人信息的操作；记录只增不改，每条带前一条的哈希。
			</p>
			<AuditFilters
				draft={draft}
				actions={AUDIT_ACTIONS}
				onChange={setDraft}
				onSubmit={search}
				onReset={() => {
					setDraft(EMPTY_FILTER);
					setFilter(EMPTY_FILTER);
					setPage(1);
				}}
				exportHref={auditExportUrl(filter)}
			/>
			<p className="al-count">
				共 <strong>{total}</strong> 条
			</p>
			{rows === null && <p className="al-empty">正在加载…</p>}
			{rows?.length === 0 && <p className="al-empty">没有符合条件的记录。</p>}
			{rows && rows.length > 0 && (
				<div className="al-table-wrap">
					<table className="al-table">
						<thead>
							<tr>
								<th scope="col">时间</th>
								<th scope="col">操作人</th>
								<th scope="col">操作</th>
								<th scope="col">对象</th>
								<th scope="col">原因 / 说明</th>
								<th scope="col">来源地址</th>
							</tr>
						</thead>
						<tbody>
							{rows.map((row) => (
								<tr key={row.id} data-audit-id={row.id}>
									<td>{row.at}</td>
									<td>
										{row.actor_name || '—'}
										<span className="al-sub">
											{row.actor_role}
											{row.actor_id === null ? '' : ` · 编号 ${row.actor_id}`}
										</span>
									</td>
									<td>{row.action_name}</td>
									<td>
										{row.target_type}
										{row.target_id && ` #${row.target_id}`}
									</td>
									<td>
										{row.reason}
										{row.detail && <span className="al-sub">{row.detail}</span>}
									</td>
									<td>{row.ip}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
			{pages > 1 && (
				<nav className="al-pager" aria-label="翻页">
					<button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
						上一页
					</button>
					<span>
						第 {page} / {pages} 页
					</span>
					<button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
						下一页
					</button>
				</nav>
			)}
		</div>
	);
}
