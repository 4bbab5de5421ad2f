import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { addScreeningTerm, getScreeningTerms, removeScreeningTerm } from '../../lib/api/admin';
import type { ScreeningTermList } from '../../lib/api/screening-types';
import { showToast } from '../../lib/feedback';

/** The terms admins add to screening, beside the count of the operators' file. */
export default function ScreeningTerms() {
	const [list, setList] = useState<ScreeningTermList | null>(null);
	const [term, setTerm] = useState('');
	const [busy, setBusy] = useState(false);

	const load = useCallback(() => {
		getScreeningTerms()
			.then(setList)
			.catch(() => setList({ terms: [], file_terms: null }));
	}, []);
	useEffect(load, [load]);

	const act = async (work: () => Promise<unknown>, done: string) => {
		setBusy(true);
		try {
			await work();
			showToast('success', done);
			load();
			return true;
		} catch {
			return false;
		} finally {
			setBusy(false);
		}
	};

	const add = async (event: FormEvent) => {
		event.preventDefault();
		if (await act(() => addScreeningTerm(term), '已添加，之后提交的内容按新词表筛查')) setTerm('');
	};

	return (
		<>
			<p className="rc-count">
				{list?.file_terms == null
					? '未配置运营方词表文件（CONTENT_BLOCKLIST）。'
					: `运营方词表文件含 ${list.file_terms} 个词。`}
				命中的活动和资料一律转人工审核，发布者只会看到需审核的栏目。
			</p>
			<form className="rc-term-form" onSubmit={(event) => void add(event)}>
				<label htmlFor="rc-term-input">添加筛查词</label>
				<input
					id="rc-term-input"
					value={term}
					maxLength={50}
					onChange={(event) => setTerm(event.target.value)}
				/>
				<button type="submit" className="rc-button" disabled={busy || term.trim() === ''}>
					添加
				</button>
			</form>
			{list === null && <p className="rc-empty">正在加载…</p>}
			{list?.terms.length === 0 && <p className="rc-empty">后台还没有添加筛查词。</p>}
			{list && list.terms.length > 0 && (
				<ul className="rc-terms">
					{list.terms.map((entry) => (
						<li key={entry.id}>
							<span>{entry.term}</span>
							<span className="rc-term-time">{entry.created_at.slice(0, 16)}</span>
							<button
								type="button"
								className="rc-link-button"
								disabled={busy}
								aria-label={`删除筛查词 ${entry.term}`}
								onClick={() => void act(() => removeScreeningTerm(entry.id), '已删除')}
							>
								删除
							</button>
						</li>
					))}
				</ul>
			)}
		</>
	);
}
