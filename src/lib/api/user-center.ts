import { request } from './http';
import type { Page, PageQuery } from './types';
import type { UserActivityPage, UserActivityQuery, UserMessage } from './user-types';

/** The user centre's own lists (docs/api.md "user"). */
export function getUserActivityList(query: UserActivityQuery): Promise<UserActivityPage> {
	return request<UserActivityPage>('/user/getUserActivityList', { data: { ...query } });
}

export function getMessageList(query: PageQuery): Promise<Page<UserMessage>> {
	return request<Page<UserMessage>>('/user/getMessageList', { data: { ...query } });
}

/** Marks messages read; no ids marks all. */
export function readMessage(ids: number[] = []): Promise<null> {
	return request<null>('/user/readMessage', { data: { ids: ids.join(',') }, toast: false });
}
