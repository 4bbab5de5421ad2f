import type { StatsBreakdownName, StatsFilterInput } from '../../lib/api/stats-types';
import { PROVINCES } from '../../lib/provinces';

export interface Section {
	breakdown: StatsBreakdownName;
	title: string;
	dimension: string;
	/** The map a chart draws: '' China by province, a province code that province by city. */
	map?: string;
	/** What the chart's figures count, where the title alone could mislead. */
	note?: string;
}

const TREND: Section = {
	breakdown: 'trend',
	title: '按日趋势',
	dimension: '日期',
	note: '报名按报名日期、签到按签到日期、活动按开始日期、浏览量按浏览日期计（北京时间），无数据的日期记为 0。',
};

const REST: Section[] = [
	{ breakdown: 'joint', title: '按联合行动', dimension: '联合行动' },
	{ breakdown: 'audience', title: '按面向人群', dimension: '面向人群' },
	{ breakdown: 'mode', title: '按活动形式', dimension: '活动形式' },
];

/**
 * The dashboard's sections, in page order. Filtered to a province that has cities, the map section
 * shows that province by city.
 */
export function dashboardSections(filter: StatsFilterInput): Section[] {
	const province = PROVINCES.find((entry) => entry.code === filter.province_code);
	const regions: Section = province
		? {
				breakdown: 'city',
				title: `${province.name}各城市分布`,
				dimension: '城市',
				map: province.code,
			}
		: { breakdown: 'province', title: '各省份分布', dimension: '省份', map: '' };
	return [regions, TREND, ...REST];
}
