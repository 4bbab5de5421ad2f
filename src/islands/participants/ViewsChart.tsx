import { useEffect, useState } from 'react';
import type { ActivityViews } from '../../lib/api/participant-types';
import { getActivityViews } from '../../lib/api/participants';

interface Props {
	activityId: number;
}

/** Page views per day as CSS bars, with the same figures as a table for screen readers. */
export default function ViewsChart({ activityId }: Props) {
	const [views, setViews] = useState<ActivityViews | null>(null);
	useEffect(() => {
		getActivityViews(activityId)
			.then(setViews)
			.catch(() => undefined);
	}, [activityId]);
	const peak = Math.max(1, ...(views?.days.map((day) => day.views) ?? []));
	return (
		<section className="pt-views" aria-labelledby="pt-views-title">
			<div className="pt-views-head">
				<h2 id="pt-views-title">浏览量</h2>
				{views && (
					<p className="pt-views-total" data-testid="views-total">
						活动页累计 <strong>{views.view_count}</strong> 次（即活动页显示的浏览数）；近{' '}
						{views.days.length} 天按日统计 <strong>{views.total}</strong> 次
						<span>
							{views.counted_through
								? `（每日汇总一次，统计至 ${views.counted_through}）`
								: '（每日汇总一次，尚未汇总）'}
						</span>
					</p>
				)}
			</div>
			{views && views.total === 0 && (
				<p className="pt-muted">
					近 {views.days.length} 天的按日统计还没有记录：当天的浏览在次日汇总后计入。
				</p>
			)}
			{views && views.total > 0 && (
				<>
					<div className="pt-bars" aria-hidden="true">
						{views.days.map((day) => (
							<div key={day.date} className="pt-bar" title={`${day.date}：${day.views} 次`}>
								<span style={{ height: `${(day.views / peak) * 100}%` }} />
							</div>
						))}
					</div>
					<div className="pt-axis" aria-hidden="true">
						<span>{views.days[0]?.date.slice(5)}</span>
						<span>{views.days.at(-1)?.date.slice(5)}</span>
					</div>
					<table className="visually-hidden">
						<caption>每日浏览量</caption>
						<thead>
							<tr>
								<th scope="col">日期</th>
								<th scope="col">浏览量</th>
							</tr>
						</thead>
						<tbody>
							{views.days.map((day) => (
								<tr key={day.date}>
									<td>{day.date}</td>
									<td>{day.views}</td>
								</tr>
							))}
						</tbody>
					</table>
				</>
			)}
			{!views && <p className="pt-muted">正在读取浏览量…</p>}
		</section>
	);
}
