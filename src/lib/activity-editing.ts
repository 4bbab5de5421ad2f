import type { ActivityStatus } from './api/activity-types';

/**
 * Which of one's own activities may be edited. The publishing cutoff ends new activities only:
 * after it, a rejected activity can still be fixed and resubmitted, and a pending or approved one
 * corrected. A cancelled activity is final, before and after the cutoff. The server's
 * updateActivity, the user centre's 编辑 button and the publish page all follow this table.
 */
export const OWNER_CAN_EDIT: Record<ActivityStatus, boolean> = {
	pending: true,
	approved: true,
	rejected: true,
	cancelled: false,
	taken_down: true,
};

export const NOT_EDITABLE_MESSAGE = '活动已取消，不能修改';
