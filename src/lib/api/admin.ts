import type { MaterialStatus, ReviewItem } from './activity-types';
import { request } from './http';
import type { Screened, ScreeningTermList } from './screening-types';
import type { Page, PageQuery } from './types';
import type { ReviewDecision, ReviewMaterial } from './user-types';

/** A pending activity as the review queue lists it, with what screening found. */
export type ReviewActivity = ReviewItem & Screened;

/** The review console's calls; the server answers them for the admin role only. */
export function getReviewList(query: PageQuery): Promise<Page<ReviewActivity>> {
	return request<Page<ReviewActivity>>('/admin/getReviewList', { data: { ...query } });
}

export function reviewActivity(input: ReviewDecision): Promise<null> {
	return request<null>('/admin/reviewActivity', { data: { ...input } });
}

/** Materials of one status (pending by default), oldest first. */
export function getMaterialReviewList(
	query: PageQuery & { status?: MaterialStatus },
): Promise<Page<ReviewMaterial & Screened>> {
	return request<Page<ReviewMaterial & Screened>>('/admin/getMaterialList', { data: { ...query } });
}

/** Approves or rejects a pending material; a rejection reason reaches the publisher's messages. */
export function reviewMaterial(input: ReviewDecision): Promise<null> {
	return request<null>('/admin/reviewMaterial', { data: { ...input } });
}

/** Removes a material; the reason reaches the publisher's messages. */
export function removeMaterial(input: { id: number; reason: string }): Promise<null> {
	return request<null>('/admin/removeMaterial', { data: { ...input } });
}

export function getScreeningTerms(): Promise<ScreeningTermList> {
	return request<ScreeningTermList>('/admin/getScreeningTerms', {});
}

export function addScreeningTerm(term: string): Promise<{ id: number }> {
	return request<{ id: number }>('/admin/addScreeningTerm', { data: { term } });
}

export function removeScreeningTerm(id: number): Promise<null> {
	return request<null>('/admin/removeScreeningTerm', { data: { id } });
}
