import { request } from './http';
import type { ActivitySummary, SummaryEditor } from './summary-types';

export interface SummaryInput {
	id: number;
	content: string;
	photos: string[];
	video: string;
	walk_ins: number;
}

/** The summary form's state for one's activity. */
export function getSummaryEditor(id: number): Promise<SummaryEditor> {
	return request<SummaryEditor>('/summary/getSummaryEditor', { data: { id }, json: true });
}

export function submitSummary(
	input: SummaryInput,
): Promise<ActivitySummary & { review_fields?: string[] }> {
	return request('/summary/submitSummary', { data: { ...input }, json: true });
}
