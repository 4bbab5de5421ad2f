import type { MyRegistration } from '../../lib/api/activity-types';
import { describeSeats } from '../../lib/format/activity-labels';

export type JoinAction = 'join' | 'waitlist' | 'cancel' | 'leave';

/** The seats line: seats left, and the queue when there is one. */
export function seatsLine(registration: MyRegistration): string {
	const seats = describeSeats(registration.capacity, registration.join_count);
	return registration.waitlist_count > 0
		? `${seats}，${registration.waitlist_count} 人候补`
		: seats;
}

/** The main button's label for the viewer's state (and the action under way). */
export function mainLabel(registration: MyRegistration, pending: JoinAction | null): string {
	switch (registration.state) {
		case 'joined':
			return '已报名';
		case 'waitlisted':
			return `候补中 · 第 ${registration.position ?? 1} 位`;
		case 'can_join':
			return pending === 'join' ? '报名中…' : '立即报名';
		case 'can_waitlist':
			return pending === 'waitlist' ? '提交中…' : '加入候补';
		case 'closed':
			return closedLabel(registration.reason);
	}
}

/** A short label for a closed button; the reason itself is shown beside it. */
function closedLabel(reason: string): string {
	if (reason.startsWith('活动已取消')) return '活动已取消';
	if (reason === '名额已满') return '名额已满';
	return '报名已截止';
}

/** The line under the buttons that says where the viewer stands, or null when nothing needs saying. */
export function statusLine(registration: MyRegistration): string | null {
	switch (registration.state) {
		case 'joined': {
			const how = registration.promoted ? '您已由候补递补报名成功' : '您已报名';
			return registration.can_cancel ? `${how}。` : `${how}。${registration.reason}。`;
		}
		case 'waitlisted':
			return `您在候补队列第 ${registration.position ?? 1} 位，有人取消时按顺序自动递补，递补成功会收到站内信。`;
		case 'can_waitlist':
			return `名额已满，可加入候补${registration.waitlist_count > 0 ? `（当前 ${registration.waitlist_count} 人候补）` : ''}。`;
		case 'closed':
			return `${registration.reason}。`;
		case 'can_join':
			return null;
	}
}

/** The main button acts only for can_join and can_waitlist. */
export function mainAction(registration: MyRegistration): 'join' | 'waitlist' | null {
	if (registration.state === 'can_join') return 'join';
	if (registration.state === 'can_waitlist') return 'waitlist';
	return null;
}
