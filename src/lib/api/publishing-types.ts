/** Shapes of publishing: saving, copying and importing activities (docs/api.md). Import with `import type` only. */
import type { ActivityDetail, ActivityStatus } from './activity-types';

export type { AddActivityInput } from '../validation/activity';

export interface PublishCheck {
	allowed: true;
}

/** What addActivity and updateActivity answer: the record and its review status. */
export interface SavedActivity {
	id: number;
	status: ActivityStatus;
	/** An edit waits for review while the approved version stays public (manual review). */
	still_public?: boolean;
}

/** A problem of one cell of an imported file: 第 {row} 行「{column}」：{message}. */
export interface ImportProblem {
	/** The row as the spreadsheet numbers it (the headers are row 1). */
	row: number;
	column: string;
	message: string;
}

/** What became of an imported file (importActivities). */
export interface ImportResult {
	/** Rows read (blank rows and the example row not counted). */
	rows: number;
	/** Rows that passed every check. */
	valid: number;
	/** Activities saved: 0 while any row is wrong, unless the valid rows were chosen. */
	saved: number;
	problems: ImportProblem[];
	/** The saved activities by row, as addActivity answers them. */
	activities: { row: number; id: number; status: ActivityStatus }[];
}

/** What a copy of an activity carries into a new publish form: its text and settings, no times. */
export type ActivityCopy = Pick<
	ActivityDetail,
	| 'title'
	| 'cover'
	| 'cover_focus'
	| 'summary'
	| 'content'
	| 'mode'
	| 'province_code'
	| 'city_code'
	| 'district_code'
	| 'venue'
	| 'address'
	| 'online_url'
	| 'organizer'
	| 'contact_name'
	| 'contact_phone'
	| 'audiences'
	| 'lh_type'
	| 'education_base_id'
	| 'capacity'
	| 'registration_fields'
	| 'waitlist_enabled'
	| 'asks_age'
	| 'late_changes'
	| 'checkin_opens_before'
	| 'checkin_closes_after'
> & {
	/** The activity copied. */
	copied_from: number;
};
