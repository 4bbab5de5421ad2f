import { useCallback, useEffect, useState } from 'react';
import {
	type AwardCandidate,
	type AwardKind,
	getAwardCandidates,
	nominateAward,
} from '../../lib/api/awards';
import { showToast } from '../../lib/feedback';
import Pager from '../shared/Pager';
import ConsoleSearch from './ConsoleSearch';
import ReasonForm from './ReasonForm';

const KIND_NAMES: Record<AwardKind, string> = { activity: '活动', organisation: '单位' };

/** What the admin may nominate for the year: ended activities with an approved 总结, or their organisations. */
export default function AwardCandidates({ year }: { year: number }) {
	const [kind, setKind] = useState<AwardKind>('activity');
	const [keyword, setKeyword] = useState('');
	const [page, setPage] = useState(1);
	const [items, setItems] = useState<AwardCandidate[] | null>(null);
	const [total, setTotal] = useState(0);
	const [open, setOpen] = useState<number | null>(null);
	const [busy, setBusy] = useState(false);

	const load = useCallback(() => {
		setItems(null);
		getAwardCandidates({ year, kind, keyword, page })
			.then((found) => {
				setItems(found.items);
				setTotal(found.total);
			})
			.catch(() => setItems([]));
	}, [year, kind, keyword, page]);
	useEffect(load, [load]);

	const nominate = async (candidate: AwardCandidate, note: string) => {
		setBusy(true);
		try {
			await nominateAward({ kind, target_id: candidate.id, note, year });
			showToast('success', `已推荐「${candidate.name}」，等待全国管理员确认`);
			setOpen(null);
			load();
		} catch {
			// The request layer has shown the server's message.
		} finally {
			setBusy(false);
		}
	};

	return (
		<>
			<div className="rc-award-bar">
				{(Object.keys(KIND_NAMES) as AwardKind[]).map((option) => (
					<button
						key={option}
						type="button"
						className="rc-chip"
						aria-pressed={kind === option}
						onClick={() => {
							setKind(option);
							setPage(1);
						}}
					>
						{KIND_NAMES[option]}
					</button>
				))}
			</div>
			<ConsoleSearch
				label="搜索可推荐对象"
				boxLabel="名称"
				placeholder={kind === 'activity' ? '活动标题' : '单位名称'}
				onSearch={(words) => {
					setKeyword(words);
					setPage(1);
				}}
			/>
			<p className="rc-count">
				{year} 年可推荐的{KIND_NAMES[kind]} <strong>{total}</strong> 个
				（已结束、活动总结已通过审核，且尚未被推荐）
			</p>
			{items === null && <p className="rc-empty">正在加载…</p>}
			{items?.length === 0 && <p className="rc-empty">没有可推荐的{KIND_NAMES[kind]}</p>}
			{items && items.length > 0 && (
				<ul className="rc-list">
					{items.map((candidate) => (
						<li key={candidate.id} className="rc-item rc-award">
							<div className="rc-body">
								<h3 className="rc-title">{candidate.name}</h3>
								<p className="rc-summary">
									{candidate.region_name}
									{candidate.detail && ` · ${candidate.detail}`}
								</p>
								{open === candidate.id ? (
									<ReasonForm
										id={`rc-nominate-${candidate.id}`}
										purpose="nominate"
										busy={busy}
										onSubmit={(note) => void nominate(candidate, note)}
										onCancel={() => setOpen(null)}
									/>
								) : (
									<button type="button" className="rc-button" onClick={() => setOpen(candidate.id)}>
										推荐
									</button>
								)}
							</div>
						</li>
					))}
				</ul>
			)}
			<Pager
				page={page}
				total={total}
				pageSize={12}
				onPage={setPage}
				className="rc-pager"
				buttonClassName="rc-link-button"
			/>
		</>
	);
}
