/** The organiser's participant lists and page views (docs/api.md, "Participants"). Import with `import type`. */
import type { Page } from './types';

/** 报名 (seat holders), 候补 (the waitlist, in queue order), 签到 (checked-in registrations). */
export type ParticipantTab = 'joined' | 'waitlist' | 'checkedin';

export type ExportFormat = 'csv' | 'xlsx';

export interface ParticipantListQuery {
	id: number;
	tab?: ParticipantTab;
	/** A name (or part of one), or the last 4 digits of a phone number. */
	keyword?: string;
	page?: number;
	pageSize?: number;
}

export interface ParticipantRecord {
	/** The registration's (or waitlist entry's) own number. */
	id: number;
	/** The name given when registering, else the account's show_name. */
	name: string;
	/** Masked: 138****0001. */
	mobile: string;
	organization: string;
	/** 未满14周岁: '' not asked, 否, or 是（监护人：…）. */
	minor: string;
	created_at: string;
	/** A seat that came from the waitlist. */
	promoted: boolean;
	checked_in_at: string | null;
	/** The hours of a person marked a 志愿者; null otherwise. */
	volunteer_hours: number | null;
}

export interface ParticipantPage extends Page<ParticipantRecord> {
	activity: { id: number; title: string };
	counts: Record<ParticipantTab, number>;
	/** The viewer may mark registrations as 志愿者 with hours (markVolunteer). */
	can_mark_volunteers: boolean;
}

interface ActivityViewDay {
	date: string;
	views: number;
}

export interface ActivityViews {
	/** Every day of the range, oldest first, 0 where nothing was counted. */
	days: ActivityViewDay[];
	total: number;
	/** The last day the roll-up has counted, or null before the first roll-up. */
	counted_through: string | null;
	/** The detail page's 次浏览: visits since publication, once per visitor in 30 minutes. */
	view_count: number;
}
