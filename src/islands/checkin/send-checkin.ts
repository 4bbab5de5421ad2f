import { activityCheckin } from '../../lib/api/checkin';
import type { CheckinResult } from '../../lib/api/checkin-types';
import { ApiError } from '../../lib/api/errors';
import type { QueuedCheckin } from './checkin-queue';

export type SendOutcome =
	| { kind: 'done'; result: CheckinResult }
	| { kind: 'refused'; message: string }
	/** No answer (offline, timeout, 5xx, logged out): keep it queued and try again later. */
	| { kind: 'retry'; message: string };

/** Sends one check-in and sorts the answer into done, refused for good, or worth a retry. */
export async function sendCheckin(activityId: number, item: QueuedCheckin): Promise<SendOutcome> {
	if (typeof navigator !== 'undefined' && navigator.onLine === false) {
		return { kind: 'retry', message: '网络已断开' };
	}
	try {
		const result = await activityCheckin({ id: activityId, ...item.proof }, { toast: false });
		return { kind: 'done', result };
	} catch (error) {
		if (error instanceof ApiError && error.kind === 'business') {
			return { kind: 'refused', message: error.message };
		}
		const message = error instanceof Error ? error.message : '网络异常';
		return { kind: 'retry', message };
	}
}
