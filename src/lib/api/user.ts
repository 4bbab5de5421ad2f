import type { RegistrationDefaults } from './activity-types';
import type { RequestOptions } from './client';
import { request } from './http';
import type { UserInfo } from './types';
import type { UserActivityStats } from './user-types';

export function getUserInfo(options: Pick<RequestOptions, 'toast'> = {}): Promise<UserInfo> {
	return request<UserInfo>('/user/getUserInfo', options);
}

/** The user centre's counters and latest messages. */
export function getUserActMsg(): Promise<UserActivityStats> {
	return request<UserActivityStats>('/user/getUserActMsg');
}

/** The user centre's 短信通知 switch: SMS copies of promotion, change and reminder notices. */
export function setSmsNotices(enabled: boolean): Promise<{ sms_notices: boolean }> {
	return request<{ sms_notices: boolean }>('/user/setSmsNotices', { data: { enabled } });
}

/** Sets the caller's display name; refusals name the rule (the dialog shows them, no toast). */
export function updateUserInfo(showName: string): Promise<UserInfo> {
	return request<UserInfo>('/user/updateUserInfo', { data: { show_name: showName }, toast: false });
}

/** What the caller's registration form starts with: details they gave before, else their own. */
export function getRegistrationDefaults(): Promise<RegistrationDefaults> {
	return request<RegistrationDefaults>('/user/getRegistrationDefaults', { toast: false });
}
