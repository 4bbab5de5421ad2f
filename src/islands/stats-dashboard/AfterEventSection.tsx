import type { AfterEventFigures } from '../../lib/api/stats-types';
import { AFTER_EVENT_ITEMS, formatAfterEvent } from '../../lib/stats/after-event-labels';

/** 活动成效: summaries, people reached, certificates and volunteer hours, in total and by province. */
export default function AfterEventSection({ figures }: { figures: AfterEventFigures }) {
	return (
		<section className="sd-section" aria-labelledby="sd-after-heading">
			<h2 id="sd-after-heading">活动成效</h2>
			<dl className="sd-totals">
				{AFTER_EVENT_ITEMS.map((item) => (
					<div key={item.key} className="sd-total" data-total={item.key}>
						<dt>{item.label}</dt>
						<dd>
							{formatAfterEvent(figures[item.key])} {item.unit}
						</dd>
					</div>
				))}
			</dl>
			<table className="sd-table">
				<caption>各省份活动成效</caption>
				<thead>
					<tr>
						<th scope="col">省份</th>
						{AFTER_EVENT_ITEMS.map((item) => (
							<th key={item.key} scope="col">
								{item.label}（{item.unit}）
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{figures.by_province.map((row) => (
						<tr key={row.code}>
							<th scope="row">{row.name}</th>
							{AFTER_EVENT_ITEMS.map((item) => (
								<td key={item.key}>{formatAfterEvent(row[item.key])}</td>
							))}
						</tr>
					))}
					{figures.by_province.length === 0 && (
						<tr>
							<td colSpan={AFTER_EVENT_ITEMS.length + 1}>暂无数据</td>
						</tr>
					)}
				</tbody>
			</table>
		</section>
	);
}
