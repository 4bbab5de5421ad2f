import { useState } from 'react';
import AwardCandidates from './AwardCandidates';
import AwardNominations from './AwardNominations';

type View = 'candidates' | 'nominations';

/** The years an admin may work on: this one and the two before. */
function recentYears(): number[] {
	const now = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
	return [now, now - 1, now - 2];
}

/** 优秀推荐: nominate activities and organisations of one's region; a national admin confirms the list. */
export default function AwardsPanel() {
	const years = recentYears();
	const [year, setYear] = useState(years[0] ?? 2026);
	const [view, setView] = useState<View>('candidates');
	return (
		<>
			<div className="rc-award-bar">
				<label>
					年度{' '}
					<select value={year} onChange={(event) => setYear(Number(event.target.value))}>
						{years.map((option) => (
							<option key={option} value={option}>
								{option} 年
							</option>
						))}
					</select>
				</label>
				<button
					type="button"
					className="rc-section"
					aria-pressed={view === 'candidates'}
					onClick={() => setView('candidates')}
				>
					可推荐
				</button>
				<button
					type="button"
					className="rc-section"
					aria-pressed={view === 'nominations'}
					onClick={() => setView('nominations')}
				>
					推荐名单
				</button>
			</div>
			{view === 'candidates' ? (
				<AwardCandidates key={year} year={year} />
			) : (
				<AwardNominations key={year} year={year} />
			)}
		</>
	);
}
