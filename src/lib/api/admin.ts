import type { MaterialStatus } from './activity-types';
import type { AdminScopeInfo, ReviewHistoryEntry, ReviewQueuePage } from './admin-types';
import { request } from './http';
import type { ReportGroup } from './report-types';
import type { Screened, ScreeningTermList } from './screening-types';
import type { ReviewSummaryItem, SummaryStatus } from './summary-types';
import type { Page, PageQuery } from './types';
import type { ReviewDecision, ReviewMaterial } from './user-types';

export type { ReviewActivity } from './admin-types';

/** The review console's calls; the server answers them for admins, inside their region only. */
export function getReviewList(
	query: PageQuery & { region_code?: string; escalated?: 0 | 1; keyword?: string },
): Promise<ReviewQueuePage> {
	return request<ReviewQueuePage>('/admin/getReviewList', { data: { ...query } });
}

/** Past decisions in the admin's region, newest first; a keyword finds title, organiser or reviewer. */
export function getReviewHistory(
	query: PageQuery & { keyword?: string },
): Promise<Page<ReviewHistoryEntry>> {
	return request<Page<ReviewHistoryEntry>>('/admin/getReviewHistory', { data: { ...query } });
}

/** Sends a waiting activity up to the next level's queue with a note. */
export function escalateActivity(input: { id: number; note: string }): Promise<null> {
	return request<null>('/admin/escalate', { data: { ...input } });
}

export function getAdminScope(): Promise<AdminScopeInfo> {
	return request<AdminScopeInfo>('/admin/getScope', {});
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

/** Activities of the admin's region with open reports, most reported first. */
export function getReportList(query: PageQuery): Promise<Page<ReportGroup>> {
	return request<Page<ReportGroup>>('/admin/getReportList', { data: { ...query } });
}

/** Finds an activity's reports unfounded; the reason reaches the reporters. */
export function dismissReport(input: {
	id: number;
	material_id?: number | undefined;
	reason: string;
}): Promise<null> {
	return request<null>('/admin/dismissReport', { data: { ...input } });
}

/** 下架: the activity stops being public; the reason reaches its owner. */
export function takeDownActivity(input: { id: number; reason: string }): Promise<null> {
	return request<null>('/admin/takeDownActivity', { data: { ...input } });
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

/** Summaries (活动总结) of one status (pending by default), oldest edit first. */
export function getSummaryReviewList(
	query: PageQuery & { status?: SummaryStatus },
): Promise<Page<ReviewSummaryItem>> {
	return request<Page<ReviewSummaryItem>>('/admin/getSummaryList', { data: { ...query } });
}

/** Approves a pending summary, or rejects it with the reason its submitter reads. */
export function reviewSummary(input: ReviewDecision): Promise<null> {
	return request<null>('/admin/reviewSummary', { data: { ...input } });
}
