import { request } from './http';
import type { ActivityStatus, ActivitySummary, Page, StatusCounts, UserMessage } from './types';

/** The user centre's own lists (docs/api.md "user"). */
export interface UserActivityItem extends ActivitySummary {
	/** Filled on the published list only. */
	reject_reason: string;
}

export type UserActivityTab = 'publish' | 'join' | 'collect';

/** A page of a user-centre list with how many of its activities are in each status. */
export interface UserActivityPage extends Page<UserActivityItem> {
	status_counts: StatusCounts;
}

export function getUserActivityList(query: {
	tab: UserActivityTab;
	page: number;
	pageSize: number;
	/** Only this status; absent lists all. */
	status?: ActivityStatus;
}): Promise<UserActivityPage> {
	return request<UserActivityPage>('/user/getUserActivityList', { data: query });
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
