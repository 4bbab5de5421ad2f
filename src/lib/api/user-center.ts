import { request } from './http';
import type { ActivitySummary, Page, UserMessage } from './types';

/** The user centre's own lists (docs/api.md "user"). */
export interface UserActivityItem extends ActivitySummary {
	/** Filled on the published list only. */
	reject_reason: string;
}

export type UserActivityTab = 'publish' | 'join' | 'collect';

export function getUserActivityList(query: {
	tab: UserActivityTab;
	page: number;
	pageSize: number;
}): Promise<Page<UserActivityItem>> {
	return request<Page<UserActivityItem>>('/user/getUserActivityList', { data: query });
}

export function getMessageList(query: {
	page: number;
	pageSize: number;
}): Promise<Page<UserMessage>> {
	return request<Page<UserMessage>>('/user/getMessageList', { data: query });
}

/** Marks messages read; no ids marks all. */
export function readMessage(ids: number[] = []): Promise<unknown> {
	return request('/user/readMessage', { data: { ids: ids.join(',') }, toast: false });
}
