import type { CheckinInfo, CheckinInput, CheckinResult } from './checkin-types';
import type { RequestOptions } from './client';
import { request } from './http';

type Toast = Pick<RequestOptions, 'toast'>;

/** The caller's check-in pass for an activity, and its figures for the organiser. No toast. */
export function getCheckinInfo(id: number): Promise<CheckinInfo> {
	return request<CheckinInfo>('/activity/getCheckinInfo', {
		data: { id },
		json: true,
		toast: false,
	});
}

/** Checks a registration in at activity `id`; idempotent (a resend answers `already: true`). */
export function activityCheckin(input: CheckinInput, options: Toast = {}): Promise<CheckinResult> {
	return request<CheckinResult>('/activity/activityCheckin', {
		data: { ...input },
		json: true,
		...options,
	});
}
