import type { ActivityStatus } from '../../lib/api/types';

/** Review status names shown to publishers and reviewers. */
export const STATUS_NAMES: Record<ActivityStatus, string> = {
	pending: '待审核',
	approved: '已通过',
	rejected: '未通过',
	cancelled: '已取消',
};

/** What the owner may do with an activity in each status. */
export const OWNER_ACTIONS: Record<
	ActivityStatus,
	{ edit: boolean; cancel: boolean; materials: boolean }
> = {
	pending: { edit: true, cancel: true, materials: false },
	approved: { edit: true, cancel: true, materials: true },
	rejected: { edit: true, cancel: true, materials: false },
	cancelled: { edit: false, cancel: false, materials: false },
};
