import { useState } from 'react';
import { STATS_PATH } from '../../lib/routes';
import MaterialModeration from './MaterialModeration';
import PendingActivities from './PendingActivities';
import './review-console.css';

type Section = 'activities' | 'materials';

const SECTIONS: readonly { id: Section; label: string }[] = [
	{ id: 'activities', label: '活动审核' },
	{ id: 'materials', label: '资料审核' },
];

/** The review console: the activity queue and the materials queue. */
export default function ReviewConsole() {
	const [section, setSection] = useState<Section>('activities');
	return (
		<div className="review-console">
			<div className="rc-head">
				<h1>审核后台</h1>
				<a className="rc-stats-link" href={STATS_PATH}>
					数据统计
				</a>
			</div>
			<nav className="rc-sections" aria-label="审核内容">
				{SECTIONS.map((entry) => (
					<button
						key={entry.id}
						type="button"
						className="rc-section"
						aria-pressed={entry.id === section}
						onClick={() => setSection(entry.id)}
					>
						{entry.label}
					</button>
				))}
			</nav>
			<section aria-label={SECTIONS.find((entry) => entry.id === section)?.label}>
				{section === 'activities' ? <PendingActivities /> : <MaterialModeration />}
			</section>
		</div>
	);
}
