import type { MaterialStatus } from '../../lib/api/activity-types';

/** The review console's material tabs, in order; pending is the queue a reviewer works through. */
export const MATERIAL_STATUS_TABS: readonly {
	status: MaterialStatus;
	label: string;
	empty: string;
}[] = [
	{ status: 'pending', label: '待审核', empty: '没有待审核的资料。' },
	{ status: 'approved', label: '已通过', empty: '还没有通过审核的资料。' },
	{ status: 'rejected', label: '未通过', empty: '没有未通过的资料。' },
];
