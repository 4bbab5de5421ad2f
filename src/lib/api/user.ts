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
