import { request } from './http';
import type { ActivitySummary, MaterialStatus, Page } from './types';

/** The review console's calls; the server answers them for the admin role only. */
export function getReviewList(query: {
	page: number;
	pageSize: number;
}): Promise<Page<ActivitySummary>> {
	return request<Page<ActivitySummary>>('/admin/getReviewList', { data: query });
}

export function reviewActivity(input: {
	id: number;
	decision: 'approve' | 'reject';
	reason?: string;
}): Promise<null> {
	return request<null>('/admin/reviewActivity', { data: input });
}

/** A material in the moderation list, with the activity and publisher it belongs to. */
export interface ReviewMaterial {
	id: number;
	kind: 'image' | 'video' | 'document' | 'link';
	name: string;
	url: string;
	status: MaterialStatus;
	reject_reason: string;
	created_at: string;
	activity_id: number;
	activity_title: string;
	publisher: string;
}

/** Materials of one status (pending by default), oldest first. */
export function getMaterialReviewList(query: {
	page: number;
	pageSize: number;
	status?: MaterialStatus;
}): Promise<Page<ReviewMaterial>> {
	return request<Page<ReviewMaterial>>('/admin/getMaterialList', { data: query });
}

/** Approves or rejects a pending material; a rejection reason reaches the publisher's messages. */
export function reviewMaterial(input: {
	id: number;
	decision: 'approve' | 'reject';
	reason?: string;
}): Promise<null> {
	return request<null>('/admin/reviewMaterial', { data: input });
}

/** Removes a material; the reason reaches the publisher's messages. */
export function removeMaterial(input: { id: number; reason: string }): Promise<null> {
	return request<null>('/admin/removeMaterial', { data: input });
}
