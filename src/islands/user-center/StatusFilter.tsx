import type { ActivityStatus, StatusCounts } from '../../lib/api/activity-types';
import { STATUS_NAMES } from './activity-status';
import './status-filter.css';

export type StatusChoice = ActivityStatus | 'all';

const CHOICES: readonly StatusChoice[] = [
	'all',
	'pending',
	'approved',
	'rejected',
	'cancelled',
	'taken_down',
];

interface Props {
	value: StatusChoice;
	/** Unknown until the first page has come back. */
	counts: StatusCounts | null;
	onChange: (choice: StatusChoice) => void;
}

/** 全部 / 待审核 / 已通过 / 未通过 / 已取消 with how many of one's activities each holds. */
export default function StatusFilter({ value, counts, onChange }: Props) {
	return (
		<fieldset className="uc-filter">
			<legend className="uc-filter-legend">按审核状态筛选</legend>
			{CHOICES.map((choice) => (
				<button
					key={choice}
					type="button"
					className="uc-filter-chip"
					aria-pressed={value === choice}
					onClick={() => onChange(choice)}
				>
					{choice === 'all' ? '全部' : STATUS_NAMES[choice]}
					{counts && <span className="uc-filter-count">{counts[choice]}</span>}
				</button>
			))}
		</fieldset>
	);
}
