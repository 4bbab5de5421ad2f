import type { StatsBreakdownName } from '../../lib/api/stats-types';

/** The dashboard's sections, in page order. */
export const SECTIONS: readonly {
	breakdown: StatsBreakdownName;
	title: string;
	dimension: string;
}[] = [
	{ breakdown: 'province', title: '各省份分布', dimension: '省份' },
	{ breakdown: 'day', title: '按日趋势（按活动开始日期；浏览量按浏览日期）', dimension: '日期' },
	{ breakdown: 'joint', title: '按联合行动', dimension: '联合行动' },
	{ breakdown: 'audience', title: '按面向人群', dimension: '面向人群' },
	{ breakdown: 'mode', title: '按活动形式', dimension: '活动形式' },
];
