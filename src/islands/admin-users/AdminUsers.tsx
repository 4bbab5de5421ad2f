import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { getAdminScope } from '../../lib/api/admin';
import type { AdminScopeInfo, AdminUserRow } from '../../lib/api/admin-types';
import { getAdminUsers, revokeRole } from '../../lib/api/admin-users';
import { showToast } from '../../lib/feedback';
import { ADMIN_PATH } from '../../lib/routes';
import ConfirmDialog from '../shared/ConfirmDialog';
import GrantRoleForm from './GrantRoleForm';
import './admin-users.css';

/** /admin/users: who administers which region, found by number or name; roles granted and withdrawn. */
export default function AdminUsers() {
	const [scope, setScope] = useState<AdminScopeInfo | null>(null);
	const [draft, setDraft] = useState('');
	const [keyword, setKeyword] = useState('');
	const [rows, setRows] = useState<AdminUserRow[] | null>(null);
	const [revoking, setRevoking] = useState<AdminUserRow | null>(null);
	const [busy, setBusy] = useState(false);

	useEffect(() => {
		getAdminScope()
			.then(setScope)
			.catch(() => setScope(null));
	}, []);
	const load = useCallback(() => {
		getAdminUsers(keyword)
			.then(setRows)
			.catch(() => setRows([]));
	}, [keyword]);
	useEffect(load, [load]);

	const search = (event: FormEvent) => {
		event.preventDefault();
		setKeyword(draft.trim());
	};
	const revoke = async (row: AdminUserRow) => {
		setBusy(true);
		try {
			await revokeRole(row.id);
			showToast('success', `已撤销 ${row.show_name} 的${row.role_name}角色`);
			setRevoking(null);
			load();
		} catch {
			// The client's toast shows the server's reason.
		} finally {
			setBusy(false);
		}
	};

	return (
		<div className="admin-users">
			<div className="au-head">
				<h1>管理员</h1>
				<a className="au-link" href={ADMIN_PATH}>
					返回审核后台
				</a>
			</div>
			{scope && (
				<p className="au-note" data-testid="au-scope">
					{scope.role === 'national_admin'
						? `您是${scope.role_name}：可以管理各地区的管理员。`
						: `您是${scope.role_name}（${scope.region_name}）：只能管理本区域内的管理员。`}
				</p>
			)}
			{scope && (
				<section className="au-card" aria-label="授予角色">
					<h2>授予角色</h2>
					<GrantRoleForm scope={scope} onGranted={load} />
				</section>
			)}
			<section className="au-card" aria-label="管理员名单">
				<form className="au-search" onSubmit={search} aria-label="搜索用户">
					<input
						type="search"
						value={draft}
						onChange={(event) => setDraft(event.target.value)}
						placeholder="输入完整手机号或姓名搜索；留空列出本区域的管理员"
						aria-label="手机号或姓名"
					/>
					<button type="submit" className="au-button">
						搜索
					</button>
				</form>
				{rows === null && <p className="au-note">正在加载…</p>}
				{rows?.length === 0 && <p className="au-note">没有找到用户。</p>}
				{rows && rows.length > 0 && (
					<table className="au-table">
						<thead>
							<tr>
								<th scope="col">姓名</th>
								<th scope="col">手机号</th>
								<th scope="col">角色</th>
								<th scope="col">管辖地区</th>
								<th scope="col">操作</th>
							</tr>
						</thead>
						<tbody>
							{rows.map((row) => (
								<tr key={row.id}>
									<td data-label="姓名">{row.show_name}</td>
									<td data-label="手机号">{row.mobile}</td>
									<td data-label="角色">{row.role_name || '普通用户'}</td>
									<td data-label="管辖地区">{row.region_name || '—'}</td>
									<td data-label="操作">
										{row.can_revoke && (
											<button
												type="button"
												className="au-button au-button-secondary"
												onClick={() => setRevoking(row)}
											>
												撤销角色
											</button>
										)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				)}
			</section>
			{revoking && (
				<ConfirmDialog
					look="au"
					title="撤销管理员角色"
					message={`撤销 ${revoking.show_name}（${revoking.mobile}）的${revoking.role_name}（${revoking.region_name}）角色？对方将立即失去管理权限。`}
					confirmLabel="撤销"
					busy={busy}
					onConfirm={() => revoke(revoking)}
					onCancel={() => setRevoking(null)}
				/>
			)}
		</div>
	);
}
