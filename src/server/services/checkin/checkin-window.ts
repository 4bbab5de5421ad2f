import { formatBusinessTime } from '../../../lib/beijing-time';
import {
	CLOSES_AFTER_END_MS,
	isCheckinClosed,
	OPENS_BEFORE_START_MS,
} from '../../../lib/checkin-window';
import { DomainError, refuse } from '../../domain-error';
import type { ActivityRow } from '../activities/present';

type WindowFields = Pick<ActivityRow, 'status' | 'mode' | 'startAt' | 'endAt'>;

/** A check-in code is accepted until a day after the activity ends. */
export function checkinExpiry(endAt: Date): Date {
	return new Date(endAt.getTime() + CLOSES_AFTER_END_MS);
}

function checkinOpensAt(startAt: Date): Date {
	return new Date(startAt.getTime() - OPENS_BEFORE_START_MS);
}

/** An online-only activity has no door: nobody gets a pass and nobody is checked in. */
export function hasDoorCheckin(activity: Pick<ActivityRow, 'mode'>): boolean {
	return activity.mode !== 'online';
}

const refused = (message: string) => new DomainError('closed', message);

/**
 * Why a registration of the activity cannot be checked in at `now`, or null when it can: only at
 * the door of an activity that takes place, from two hours before its start to a day after its end.
 * `proof` names what was shown (签到码, 签到二维码).
 */
export function checkinRefusal(row: WindowFields, now: Date, proof: string): DomainError | null {
	if (row.status === 'cancelled') return refused(`活动已取消，${proof}不能再签到`);
	if (!hasDoorCheckin(row)) return refused('线上活动不设到场签到，无需签到');
	const opensAt = checkinOpensAt(row.startAt);
	if (now.getTime() < opensAt.getTime()) {
		const opens = formatBusinessTime(opensAt).slice(0, 16);
		return refused(`签到尚未开始：活动开始前 2 小时开放签到，即 ${opens} 起`);
	}
	if (isCheckinClosed(row.endAt.getTime(), now.getTime())) {
		return refuse.invalid(`${proof}已过期：签到在活动结束一天后关闭`);
	}
	return null;
}
