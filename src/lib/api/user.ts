import type { RequestOptions } from './client';
import { request } from './http';
import type { Payload } from './payload';
import type { UserInfo } from './types';

export function getUserInfo(options: Pick<RequestOptions, 'toast'> = {}): Promise<UserInfo> {
	return request<UserInfo>('/user/getUserInfo', options);
}

export function getUserActMsg<T = unknown>(data: Payload = {}): Promise<T> {
	return request<T>('/user/getUserActMsg', { data });
}
