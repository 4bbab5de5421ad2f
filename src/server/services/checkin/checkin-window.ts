import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { CheckinStats } from '../../../lib/api/checkin-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import {
	checkinClosesAt,
	checkinOpensAt,
	describeClosing,
	describeOpening,
	isCheckinClosed,
} from '../../../lib/checkin-window';
import { activities, joins } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import type { ActivityRow } from '../activities/present';

type WindowFields = Pick<
	ActivityRow,
	'status' | 'mode' | 'startAt' | 'endAt' | 'checkinOpensBefore' | 'checkinClosesAfter'
>;

/** A check-in code is accepted until the activity's check-in closes. */
export function checkinExpiry(row: Pick<ActivityRow, 'endAt' | 'checkinClosesAfter'>): Date {
	return new Date(checkinClosesAt(row.endAt.getTime(), row.checkinClosesAfter));
}

/** When the activity's check-in opens and closes, as the check-in page shows them; null online. */
export function checkinWindowOf(row: WindowFields): Pick<CheckinStats, 'opens_at' | 'closes_at'> {
	if (!hasDoorCheckin(row)) return { opens_at: null, closes_at: null };
	const opensAt = checkinOpensAt(row.startAt.getTime(), row.checkinOpensBefore);
	return {
		opens_at: formatBusinessTime(new Date(opensAt)),
		closes_at: formatBusinessTime(checkinExpiry(row)),
	};
}

/** An online-only activity has no door: nobody gets a pass and nobody is checked in. */
export function hasDoorCheckin(activity: Pick<ActivityRow, 'mode'>): boolean {
	return activity.mode !== 'online';
}

const refused = (message: string) => new DomainError('closed', message);
const minuteOf = (at: number) => formatBusinessTime(new Date(at)).slice(0, 16);

/**
 * Why a registration of the activity cannot be checked in at `now`, or null when it can: only at
 * the door of an activity that takes place, within its check-in window. `proof` names what was
 * shown (签到码, 签到二维码).
 */
export function checkinRefusal(row: WindowFields, now: Date, proof: string): DomainError | null {
	if (row.status === 'cancelled') return refused(`活动已取消，${proof}不能再签到`);
	if (!hasDoorCheckin(row)) return refused('线上活动不设到场签到，无需签到');
	const opensAt = checkinOpensAt(row.startAt.getTime(), row.checkinOpensBefore);
	if (now.getTime() < opensAt) {
		return refused(
			`签到尚未开始：${describeOpening(row.checkinOpensBefore)}开放签到，即 ${minuteOf(opensAt)} 起`,
		);
	}
	if (isCheckinClosed(row.endAt.getTime(), row.checkinClosesAfter, now.getTime())) {
		const closedAt = checkinClosesAt(row.endAt.getTime(), row.checkinClosesAfter);
		return refuse.invalid(
			`${proof}已过期：签到在${describeClosing(row.checkinClosesAfter)}（${minuteOf(closedAt)}）关闭`,
		);
	}
	return null;
}

/**
 * Undoes the activity's check-ins that its window, moved by an edit, no longer holds, and takes them
 * off its counter: 现场签到 counts only people checked in at the door around the activity. Run in
 * the edit's transaction, under the activity's row lock.
 */
export async function dropCheckinsOutsideWindow(tx: Db, row: WindowFields & { id: number }) {
	const opensAt = new Date(checkinOpensAt(row.startAt.getTime(), row.checkinOpensBefore));
	const closesAt = checkinExpiry(row);
	const undone = await tx
		.update(joins)
		.set({ checkedInAt: null, checkedInBy: null })
		.where(
			and(
				eq(joins.activityId, row.id),
				isNotNull(joins.checkedInAt),
				or(lt(joins.checkedInAt, opensAt), gt(joins.checkedInAt, closesAt)),
			),
		)
		.returning({ id: joins.id });
	if (undone.length === 0) return 0;
	await tx
		.update(activities)
		.set({ checkinCount: sql`${activities.checkinCount} - ${undone.length}` })
		.where(eq(activities.id, row.id));
	return undone.length;
}
