import type { ActivityRow } from '../activities/present';

type WindowFields = Pick<ActivityRow, 'status' | 'startAt' | 'endAt' | 'lateChanges'>;

/**
 * Why joining, waitlisting and cancelling are closed now, or null while they are open. They close at
 * the start, or at the end when the organiser allows late changes; a cancelled or unapproved
 * activity takes no registrations.
 */
export function changesClosedReason(row: WindowFields, now: Date, doing = '报名'): string | null {
	if (row.status === 'cancelled') return `活动已取消，不能${doing}`;
	if (row.status !== 'approved') return `活动未通过审核，不能${doing}`;
	if (row.endAt.getTime() <= now.getTime()) return `活动已结束，不能${doing}`;
	if (!row.lateChanges && row.startAt.getTime() <= now.getTime()) {
		return `活动已开始，不能${doing}`;
	}
	return null;
}
