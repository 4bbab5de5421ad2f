import { useState } from 'react';
import { ADMIN_USERS_PATH, AUDIT_PATH, STATS_PATH } from '../../lib/routes';
import AwardsPanel from './AwardsPanel';
import MaterialModeration from './MaterialModeration';
import PendingActivities from './PendingActivities';
import ReportQueue from './ReportQueue';
import ReviewHistory from './ReviewHistory';
import ScreeningTerms from './ScreeningTerms';
import SummaryModeration from './SummaryModeration';
import './review-console.css';

type Section =
	| 'activities'
	| 'history'
	| 'materials'
	| 'summaries'
	| 'reports'
	| 'awards'
	| 'terms';

const SECTIONS: readonly { id: Section; label: string }[] = [
	{ id: 'activities', label: '活动审核' },
	{ id: 'history', label: '审核记录' },
	{ id: 'materials', label: '资料审核' },
	{ id: 'summaries', label: '总结审核' },
	{ id: 'reports', label: '举报处理' },
	{ id: 'awards', label: '优秀推荐' },
	{ id: 'terms', label: '筛查词' },
];

const PANELS: Record<Section, () => React.JSX.Element> = {
	activities: PendingActivities,
	history: ReviewHistory,
	materials: MaterialModeration,
	summaries: SummaryModeration,
	reports: ReportQueue,
	awards: AwardsPanel,
	terms: ScreeningTerms,
};

/** The review console: the activity queue, past decisions, the materials and summaries queues, the reports, award nominations and the screening terms. */
export default function ReviewConsole() {
	const [section, setSection] = useState<Section>('activities');
	const Panel = PANELS[section];
	return (
		<div className="review-console">
			<div className="rc-head">
				<h1>审核后台</h1>
				<span className="rc-head-links">
					<a className="rc-stats-link" href={ADMIN_USERS_PATH}>
						管理员
					</a>
					<a className="rc-stats-link" href={AUDIT_PATH}>
						审计日志
					</a>
					<a className="rc-stats-link" href={STATS_PATH}>
						数据统计
					</a>
				</span>
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
				<Panel />
			</section>
		</div>
	);
}
