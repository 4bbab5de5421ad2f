import type { ReviewRegionCount } from '../../lib/api/admin-types';
import { waitingText } from './waiting-text';

interface Props {
	regions: ReviewRegionCount[];
	/** 省份 for a national admin's table, 城市 below. */
	unit: string;
	selected: string;
	onSelect: (code: string) => void;
}

/** What waits in each region under the admin's, the slowest first; a row narrows the queue to it. */
export default function RegionCounts({ regions, unit, selected, onSelect }: Props) {
	if (regions.length === 0) return null;
	return (
		<table className="rc-regions" aria-label={`各${unit}待审核`}>
			<thead>
				<tr>
					<th scope="col">{unit}</th>
					<th scope="col">待审核</th>
					<th scope="col">已上报</th>
					<th scope="col">最久等待</th>
					<th scope="col">本级管理员</th>
				</tr>
			</thead>
			<tbody>
				{regions.map((region) => (
					<tr
						key={region.code}
						className={region.lagging ? 'rc-lagging' : undefined}
						aria-current={region.code === selected ? 'true' : undefined}
					>
						<td>
							<button
								type="button"
								className="rc-link-button"
								onClick={() => onSelect(region.code === selected ? '' : region.code)}
							>
								{region.name}
							</button>
						</td>
						<td>{region.pending}</td>
						<td>{region.escalated}</td>
						<td>
							{waitingText(region.oldest_hours)}
							{region.lagging && <span className="rc-tag rc-tag-late">滞后</span>}
						</td>
						<td>{region.has_admin ? '有' : '无'}</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
