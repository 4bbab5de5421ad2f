import type { StatsTotals } from '../../lib/api/stats-types';

const COUNT = new Intl.NumberFormat('zh-CN');

const ITEMS: readonly { key: keyof StatsTotals; label: string }[] = [
	{ key: 'approved', label: '已通过活动' },
	{ key: 'pending', label: '待审核活动' },
	{ key: 'rejected', label: '未通过活动' },
	{ key: 'cancelled', label: '已取消活动' },
	{ key: 'registrations', label: '报名人次' },
	{ key: 'checkins', label: '签到人次' },
	{ key: 'page_views', label: '页面浏览量' },
	{ key: 'organisers', label: '发布单位（账号）' },
];

/** The headline totals of the filter. */
export default function StatsTotalsList({ totals }: { totals: StatsTotals }) {
	return (
		<dl className="sd-totals">
			{ITEMS.map((item) => (
				<div key={item.key} className="sd-total" data-total={item.key}>
					<dt>{item.label}</dt>
					<dd>{COUNT.format(totals[item.key])}</dd>
				</div>
			))}
		</dl>
	);
}
