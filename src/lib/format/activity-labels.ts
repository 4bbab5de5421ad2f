import type { ActivityMode, ActivityPhase } from '../api/activity-types';
import { findAudience } from '../audiences';
import { findJointAction } from '../joint-actions';

export const MODE_LABELS: Record<ActivityMode, string> = {
	offline: '线下',
	online: '线上',
	hybrid: '线上+线下',
};

export const PHASE_LABELS: Record<ActivityPhase, string> = {
	upcoming: '未开始',
	running: '进行中',
	ended: '已结束',
};

/** Audience names in the order given; unknown ids are left out. */
export function audienceNames(ids: readonly number[]): string[] {
	return ids.flatMap((id) => {
		const audience = findAudience(id);
		return audience ? [audience.name] : [];
	});
}

export function jointActionName(lhType: number | null): string {
	return lhType === null ? '' : (findJointAction(lhType)?.name ?? '');
}

/** `不限名额`, `已满`, or `剩余 12 / 50 个名额`. */
export function describeSeats(capacity: number | null, joinCount: number): string {
	if (capacity === null || capacity <= 0) return '不限名额';
	const left = Math.max(capacity - joinCount, 0);
	return left === 0 ? `名额已满（共 ${capacity} 个）` : `剩余 ${left} / ${capacity} 个名额`;
}

/** `北京市 · 海淀区`: the region names that are present. */
export function describeRegion(parts: readonly string[]): string {
	return parts.filter((part, index) => part && parts.indexOf(part) === index).join(' · ');
}
