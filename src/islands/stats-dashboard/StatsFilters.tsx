import { type SubmitEvent, useState } from 'react';
import type { StatsFilterInput } from '../../lib/api/stats-types';
import { JOINT_ACTIONS } from '../../lib/joint-actions';
import { MAP_PROVINCES } from '../../lib/stats/labels';

interface Props {
	initial: StatsFilterInput;
	busy: boolean;
	onApply: (filter: StatsFilterInput) => void;
}

/** Date range, joint action and province; the server validates and names a bad field. */
export default function StatsFilters({ initial, busy, onApply }: Props) {
	const [startDate, setStartDate] = useState(initial.start_date ?? '');
	const [endDate, setEndDate] = useState(initial.end_date ?? '');
	const [lhType, setLhType] = useState(
		initial.lh_type === undefined ? '' : String(initial.lh_type),
	);
	const [province, setProvince] = useState(initial.province_code ?? '');
	const submit = (event: SubmitEvent) => {
		event.preventDefault();
		onApply({
			...(startDate ? { start_date: startDate } : {}),
			...(endDate ? { end_date: endDate } : {}),
			...(lhType ? { lh_type: Number(lhType) } : {}),
			...(province ? { province_code: province } : {}),
		});
	};
	return (
		<form className="sd-filters" onSubmit={submit} aria-label="筛选条件">
			<label>
				<span>开始日期</span>
				<input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
			</label>
			<label>
				<span>结束日期</span>
				<input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
			</label>
			<label>
				<span>联合行动</span>
				<select value={lhType} onChange={(e) => setLhType(e.target.value)}>
					<option value="">全部</option>
					<option value="0">未参加联合行动</option>
					{JOINT_ACTIONS.flatMap((action) =>
						action.lhType === null
							? []
							: [
									<option key={action.lhType} value={action.lhType}>
										{action.name}
									</option>,
								],
					)}
				</select>
			</label>
			<label>
				<span>省份</span>
				<select value={province} onChange={(e) => setProvince(e.target.value)}>
					<option value="">全部</option>
					{MAP_PROVINCES.map((entry) => (
						<option key={entry.code} value={entry.code}>
							{entry.name}
						</option>
					))}
				</select>
			</label>
			<button type="submit" className="sd-apply" disabled={busy}>
				{busy ? '查询中…' : '查询'}
			</button>
		</form>
	);
}
