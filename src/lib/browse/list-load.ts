import type { ActivitySummary } from '../api/activity-types';
import type { Page } from '../api/types';

/** A list page's data, or why there is none: bad input (400) or a failure to read (503). */
export type ListLoad =
	| { kind: 'ok'; result: Page<ActivitySummary> }
	| { kind: 'invalid'; status: 400; message: string }
	| { kind: 'failed'; status: 503; message: string };
