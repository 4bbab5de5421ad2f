import { useCallback, useEffect, useState } from 'react';
import {
	type AwardNomination,
	type AwardNominationPage,
	decideAward,
	getAwardList,
	withdrawNomination,
} from '../../lib/api/awards';
import { showToast } from '../../lib/feedback';
import Pager from '../shared/Pager';

const STATUS_NAMES = { nominated: '待确认', confirmed: '已确认' } as const;
const KIND_NAMES = { activity: '活动', organisation: '单位' } as const;

/** The year's nominations of the admin's region: withdraw one not yet confirmed; a national admin confirms. */
export default function AwardNominations({ year }: { year: number }) {
	const [page, setPage] = useState(1);
	const [list, setList] = useState<AwardNominationPage | null>(null);
	const [busy, setBusy] = useState(false);

	const load = useCallback(() => {
		getAwardList({ year, page })
			.then(setList)
			.catch(() => setList(null));
	}, [year, page]);
	useEffect(load, [load]);

	const act = async (work: () => Promise<unknown>, done: string) => {
		setBusy(true);
		try {
			await work();
			showToast('success', done);
			load();
		} catch {
			// The request layer has shown the server's message.
		} finally {
			setBusy(false);
		}
	};

	const actions = (entry: AwardNomination) => (
		<span className="rc-reason-actions">
			{list?.can_confirm && entry.status === 'nominated' && (
				<button
					type="button"
					className="rc-button"
					disabled={busy}
					onClick={() =>
						void act(() => decideAward({ id: entry.id, decision: 'confirm' }), '已确认，名单已公布')
					}
				>
					确认
				</button>
			)}
			{list?.can_confirm && entry.status === 'confirmed' && (
				<button
					type="button"
					className="rc-link-button"
					disabled={busy}
					onClick={() =>
						void act(() => decideAward({ id: entry.id, decision: 'revoke' }), '已取消确认')
					}
				>
					取消确认
				</button>
			)}
			{entry.status === 'nominated' && (
				<button
					type="button"
					className="rc-link-button"
					disabled={busy}
					onClick={() => void act(() => withdrawNomination(entry.id), '已撤回推荐')}
				>
					撤回
				</button>
			)}
		</span>
	);

	if (!list) return <p className="rc-empty">正在加载…</p>;
	return (
		<>
			<p className="rc-count">
				{year} 年推荐 <strong>{list.nominated + list.confirmed}</strong> 项，其中已确认{' '}
				<strong>{list.confirmed}</strong> 项
				{list.can_confirm ? '。确认后即在「优秀活动」页面公布。' : '，由全国管理员确认后公布。'}
			</p>
			{list.items.length === 0 && <p className="rc-empty">本年度还没有推荐</p>}
			{list.items.length > 0 && (
				<ul className="rc-list">
					{list.items.map((entry) => (
						<li key={entry.id} className="rc-item rc-award">
							<div className="rc-body">
								<h3 className="rc-title">
									<span className="rc-tag">{KIND_NAMES[entry.kind]}</span>
									{entry.target_name}
									<span className={`rc-chip rc-award-${entry.status}`}>
										{STATUS_NAMES[entry.status]}
									</span>
								</h3>
								<p className="rc-summary">
									{entry.region_name} · {entry.nominated_by || '管理员'} 推荐于{' '}
									{entry.nominated_at.slice(0, 10)}
								</p>
								<p>{entry.note}</p>
								{actions(entry)}
							</div>
						</li>
					))}
				</ul>
			)}
			<Pager
				page={page}
				total={list.total}
				pageSize={list.pageSize}
				onPage={setPage}
				className="rc-pager"
				buttonClassName="rc-link-button"
			/>
		</>
	);
}
