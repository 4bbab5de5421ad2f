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
