import type { Screened } from './screening-types';

export type SummaryStatus = 'pending' | 'approved' | 'rejected';

/** An activity's summary (活动总结) as the API answers it. */
export interface ActivitySummary {
	id: number;
	activity_id: number;
	/** Sanitised rich text. */
	content: string;
	photos: string[];
	/** An uploaded MP4, or ''. */
	video: string;
	/** Check-ins, counted from the registrations. */
	checkins: number;
	/** The organiser's estimate of people who came without checking in. */
	walk_ins: number;
	/** checkins + walk_ins. */
	people_reached: number;
	status: SummaryStatus;
	reject_reason: string;
	updated_at: string;
}

/** What the summary form needs: whether it is open, the check-ins so far and the summary if any. */
export interface SummaryEditor {
	activity_id: number;
	title: string;
	/** 'open', or why not: 'not_ended', 'past_deadline', 'approved' (no more edits). */
	state: 'open' | 'not_ended' | 'past_deadline' | 'approved';
	deadline: string;
	checkins: number;
	summary: ActivitySummary | null;
}

/** A summary in the review console, with its activity and publisher. */
export interface ReviewSummary extends ActivitySummary {
	activity_title: string;
	publisher: string;
}

export type ReviewSummaryItem = ReviewSummary & Screened;
