import type { StatsBreakdownName, StatsRow } from '../../lib/api/stats-types';

const COUNT = new Intl.NumberFormat('zh-CN');
const WITH_VIEWS = new Set<StatsBreakdownName>(['province', 'joint', 'day', 'trend']);

interface Props {
	breakdown: StatsBreakdownName;
	caption: string;
	dimension: string;
	rows: StatsRow[];
}

/** The chart's numbers as a table: what screen readers read, and what a phone shows first. */
export default function BreakdownTable({ breakdown, caption, dimension, rows }: Props) {
	const withViews = WITH_VIEWS.has(breakdown);
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
		<section className="sd-table-wrap" aria-label={caption} tabIndex={0}>
			<table className="sd-table" data-table={breakdown}>
				<caption>{caption}</caption>
				<thead>
					<tr>
						<th scope="col">{dimension}</th>
						<th scope="col">活动数</th>
						<th scope="col">报名人次</th>
						<th scope="col">签到人次</th>
						{withViews && <th scope="col">浏览量</th>}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={row.key}>
							<th scope="row">{row.label}</th>
							<td>{COUNT.format(row.activities)}</td>
							<td>{COUNT.format(row.registrations)}</td>
							<td>{COUNT.format(row.checkins)}</td>
							{withViews && <td>{COUNT.format(row.page_views ?? 0)}</td>}
						</tr>
					))}
					{rows.length === 0 && (
						<tr>
							<td colSpan={withViews ? 5 : 4}>所选范围内没有数据</td>
						</tr>
					)}
				</tbody>
			</table>
		</section>
	);
}
