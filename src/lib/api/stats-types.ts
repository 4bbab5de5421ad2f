/** The statistics' answers (docs/api.md, "/admin/getStats"), shared by the server and the dashboard. */
export interface StatsTotals {
	approved: number;
	pending: number;
	rejected: number;
	cancelled: number;
	/** Of approved activities. */
	registrations: number;
	checkins: number;
	page_views: number;
	/** Publishers with an approved activity in the filter. */
	organisers: number;
}

/** One row of a breakdown: approved activities and their registrations and check-ins. */
export interface StatsRow {
	key: string;
	label: string;
	activities: number;
	registrations: number;
	checkins: number;
	/** Page views, where the breakdown has them (province, joint action, day, trend). */
	page_views?: number;
}

/**
 * `day` counts everything on the day its activity starts; `trend` has every day of the range, with
 * registrations on the day they were made and check-ins on the day they were done; `city` is
 * filled on the dashboard when it is filtered to a province.
 */
export type StatsBreakdownName =
	| 'province'
	| 'joint'
	| 'audience'
	| 'mode'
	| 'day'
	| 'city'
	| 'trend';

export interface StatsDashboard {
	/** Beijing time of the reading: activity figures are exact at that moment. */
	updated_at: string;
	/** The last whole day whose page views are counted (Beijing), or null. */
	page_views_through: string | null;
	totals: StatsTotals;
	breakdowns: Record<StatsBreakdownName, StatsRow[]>;
	/** Summaries, people reached, certificates and volunteer hours in the filter's province or all. */
	after_event: AfterEventFigures;
}

export interface StatsFilterInput {
	start_date?: string;
	end_date?: string;
	lh_type?: number;
	province_code?: string;
}

/** The public campaign figures (the public figures page and the home page). */
export interface PublicFigures {
	activities: number;
	registrations: number;
	checkins: number;
	page_views: number;
	/** Provinces with at least one approved activity. */
	provinces_covered: number;
	/** Every province on the map, with its approved activities (0 where none). */
	by_province: { code: string; name: string; activities: number }[];
}

export interface PublicFiguresLoad {
	figures: PublicFigures;
	/** Beijing time of the reading. */
	updatedAt: string;
}

/** What came after the activities, in one province or in all. */
export interface AfterEventTotals {
	/** Summaries (活动总结) submitted and not rejected. */
	summaries: number;
	/** Check-ins plus estimated walk-ins of the approved summaries. */
	people_reached: number;
	certificates: number;
	volunteer_hours: number;
}

/** The after-event figures with their split by province (provinces with any figure only). */
export interface AfterEventFigures extends AfterEventTotals {
	by_province: ({ code: string; name: string } & AfterEventTotals)[];
}
