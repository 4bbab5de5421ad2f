import type { UserActivityStats, UserActivityTab } from '../../lib/api/user-types';

export type UserCenterTab = UserActivityTab | 'messages' | 'organisations';

export interface TabEntry {
	id: UserCenterTab;
	label: string;
	/** The count shown on the tab, from the stats. */
	count: (stats: UserActivityStats) => number;
	empty: string;
}

export const USER_CENTER_TABS: readonly TabEntry[] = [
	{
		id: 'publish',
		label: '我发布的',
		count: (stats) => stats.publish_count,
		empty: '您还没有发布活动。',
	},
	{
		id: 'join',
		label: '我报名的',
		count: (stats) => stats.join_count,
		empty: '您还没有报名活动。',
	},
	{
		id: 'collect',
		label: '我收藏的',
		count: (stats) => stats.collect_count,
		empty: '您还没有收藏活动。',
	},
	{ id: 'messages', label: '消息', count: (stats) => stats.unread_count, empty: '暂无消息。' },
	{ id: 'organisations', label: '我的单位', count: () => 0, empty: '您还没有加入单位。' },
];

/** The tab named in `?tab=`, else the first. */
export function readTab(search: string): UserCenterTab {
	const wanted = new URLSearchParams(search).get('tab');
	return USER_CENTER_TABS.find((tab) => tab.id === wanted)?.id ?? 'publish';
}

/** The tab reached with an arrow, Home or End key from `current`; `null` for other keys. */
export function tabAfterKey(current: UserCenterTab, key: string): UserCenterTab | null {
	const index = USER_CENTER_TABS.findIndex((tab) => tab.id === current);
	const last = USER_CENTER_TABS.length - 1;
	const moves: Record<string, number> = {
		ArrowRight: index === last ? 0 : index + 1,
		ArrowLeft: index === 0 ? last : index - 1,
		Home: 0,
		End: last,
	};
	const next = moves[key];
	return next === undefined ? null : (USER_CENTER_TABS[next]?.id ?? null);
}
