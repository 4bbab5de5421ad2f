import type { Route } from './context';
import {
	getSummary,
	getSummaryEditor,
	getSummaryReviewList,
	reviewSummaryHandler,
	submitSummaryHandler,
} from './handlers/summaries';
import { adminWrite, HOUR, read, write } from './route-builders';

/** Activity summaries (活动总结): written by the activity's holders, reviewed, shown as 活动回顾. */
export const SUMMARY_ROUTES: Record<string, Route> = {
	'/summary/getSummaryEditor': read(getSummaryEditor, 'user'),
	// An approved summary is on the activity's page, so a submission may change it.
	'/summary/submitSummary': write(submitSummaryHandler, 'page', {
		limit: 60,
		windowMs: HOUR,
		per: 'user',
	}),
	'/summary/getSummary': read(getSummary),
	'/admin/getSummaryList': read(getSummaryReviewList, 'admin'),
	// The call names the summary, not its activity: every page may show it.
	'/admin/reviewSummary': adminWrite(reviewSummaryHandler, 'all'),
};
