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

/** Sets the caller's display name; refusals name the rule (the dialog shows them, no toast). */
export function updateUserInfo(showName: string): Promise<UserInfo> {
	return request<UserInfo>('/user/updateUserInfo', { data: { show_name: showName }, toast: false });
}

/** What the caller's registration form starts with: details they gave before, else their own. */
export function getRegistrationDefaults(): Promise<RegistrationDefaults> {
	return request<RegistrationDefaults>('/user/getRegistrationDefaults', { toast: false });
}
