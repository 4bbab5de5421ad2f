import type { ImportProblem } from '../../lib/api/activity-types';

/** The problems of an imported file, one line per cell: 第 3 行「开始时间」：…. */
export default function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
	return (
		<ul className="bi-problems" aria-label="错误列表">
			{problems.map(({ row, column, message }) => (
				<li key={`${row}-${column}`}>
					第 {row} 行「{column}」：{message}
				</li>
			))}
		</ul>
	);
}
