import type { ActivityRow } from '../activities/present';

type WindowFields = Pick<ActivityRow, 'status' | 'startAt' | 'endAt' | 'lateChanges'>;

/** Why the activity's times close changes now: at the start, or at the end with late changes. */
function timesClosedReason(row: WindowFields, now: Date, doing: string): string | null {
	if (row.endAt.getTime() <= now.getTime()) return `活动已结束，不能${doing}`;
	if (!row.lateChanges && row.startAt.getTime() <= now.getTime()) {
		return `活动已开始，不能${doing}`;
	}
	return null;
}

/**
 * Why joining and waitlisting are closed now, or null while they are open. They close at the
 * start, or at the end when the organiser allows late changes; a cancelled or unapproved activity
 * takes no registrations.
 */
export function changesClosedReason(row: WindowFields, now: Date): string | null {
	if (row.status === 'cancelled') return '活动已取消，不能报名';
	if (row.status !== 'approved') return '活动未通过审核，不能报名';
	return timesClosedReason(row, now, '报名');
}

/**
 * Why a registration cannot be cancelled now, or null while it can. Cancelling keeps the times of
 * joining but not the review state: joiners may leave while an edit waits for review. A check-in
 * is final, so that the check-in figures only ever count seats that stay.
 */
export function cancelClosedReason(
	row: WindowFields,
	registration: { checkedInAt: Date | null },
	now: Date,
): string | null {
	if (row.status === 'cancelled') return '活动已取消，不能取消报名';
	if (registration.checkedInAt !== null) return '已签到的报名不能取消';
	return timesClosedReason(row, now, '取消报名');
}
