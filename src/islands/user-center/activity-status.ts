import { OWNER_CAN_EDIT } from '../../lib/activity-editing';
import type { ActivityStatus } from '../../lib/api/activity-types';

/** Review status names shown to publishers and reviewers. */
export const STATUS_NAMES: Record<ActivityStatus, string> = {
	pending: '待审核',
	approved: '已通过',
	rejected: '未通过',
	cancelled: '已取消',
	taken_down: '已下架',
};

/** What the owner may do with an activity in each status, before and after the publishing cutoff. */
export const OWNER_ACTIONS: Record<
	ActivityStatus,
	{ edit: boolean; cancel: boolean; materials: boolean; participants: boolean }
> = {
	pending: { edit: OWNER_CAN_EDIT.pending, cancel: true, materials: false, participants: false },
	approved: { edit: OWNER_CAN_EDIT.approved, cancel: true, materials: true, participants: true },
	rejected: { edit: OWNER_CAN_EDIT.rejected, cancel: true, materials: false, participants: false },
	cancelled: {
		edit: OWNER_CAN_EDIT.cancelled,
		cancel: false,
		materials: false,
		participants: true,
	},
	taken_down: {
		edit: OWNER_CAN_EDIT.taken_down,
		cancel: true,
		materials: false,
		participants: true,
	},
};
