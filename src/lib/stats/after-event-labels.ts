import type { AfterEventTotals } from '../api/stats-types';

/** The after-event figures in the order and words the figures page and the dashboard show. */
export const AFTER_EVENT_ITEMS: readonly {
	key: keyof AfterEventTotals;
	label: string;
	unit: string;
}[] = [
	{ key: 'summaries', label: '活动总结', unit: '份' },
	{ key: 'people_reached', label: '覆盖人数', unit: '人' },
	{ key: 'certificates', label: '电子证明', unit: '份' },
	{ key: 'volunteer_hours', label: '志愿服务时长', unit: '小时' },
];

const NUMBER = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });

export function formatAfterEvent(value: number): string {
	return NUMBER.format(value);
}
