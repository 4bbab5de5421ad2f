/** Request and answer shapes of the activity API (docs/api.md). Import with `import type` only. */
import type { MyRegistration } from './registration-types';

export type {
	ActivityCopy,
	AddActivityInput,
	ImportProblem,
	ImportResult,
	PublishCheck,
	SavedActivity,
} from './publishing-types';

import type { PageQuery } from './types';

export type {
	JoinInput,
	JoinResult,
	MyRegistration,
	RegistrationDefaults,
	RegistrationDetailsView,
} from './registration-types';

export type ActivityMode = 'offline' | 'online' | 'hybrid';
export type ActivityStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'taken_down';

/** How many activities of a user-centre list are in each status; `all` is the whole list. */
export type StatusCounts = Record<ActivityStatus | 'all', number>;
export type ActivityPhase = 'upcoming' | 'running' | 'ended';

/** One activity in lists. Times are `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export interface ActivitySummary {
	id: number;
	title: string;
	cover: string;
	/** `"x% y%"` for CSS object-position, or null for the centre. */
	cover_focus: string | null;
	summary: string;
	start_time: string;
	end_time: string;
	mode: ActivityMode;
	province_code: string;
	province_name: string;
	city_code: string;
	city_name: string;
	district_code: string;
	district_name: string;
	venue: string;
	organizer: string;
	audiences: number[];
	lh_type: number | null;
	education_base_id: number | null;
	capacity: number | null;
	join_count: number;
	collect_count: number;
	thumb_count: number;
	status: ActivityStatus;
	phase: ActivityPhase;
}

export interface ActivityDetail extends ActivitySummary {
	content: string;
	address: string;
	/** Only for the owner and joined users; empty otherwise. */
	online_url: string;
	contact_name: string;
	/** Only for the owner; empty otherwise. */
	contact_phone: string;
	view_count: number;
	reject_reason: string;
	education_base_name: string;
	/** The 单位 it belongs to, whose page lists its activities; null for none. */
	organisation: { id: number; name: string } | null;
	/** The years it was confirmed among the 优秀活动 (/awards), earliest first. */
	award_years: number[];
	is_owner: boolean;
	is_joined: boolean;
	is_collected: boolean;
	is_thumbed: boolean;
	created_at: string;
	/** What joiners are asked for; empty asks nothing. */
	registration_fields: RegistrationField[];
	/** A full activity queues further joiners. */
	waitlist_enabled: boolean;
	/** Joiners say whether the participant is under 14; a guardian then agrees. */
	asks_age: boolean;
	/** Joining and cancelling stay open after the start, until the end. */
	late_changes: boolean;
	/** Check-in at the door opens this many minutes before the start (src/lib/checkin-window.ts). */
	checkin_opens_before: number;
	/** And closes this many minutes after the end. */
	checkin_closes_after: number;
	waitlist_count: number;
	/** The viewer's registration and what they may do (anonymous: can_join, can_waitlist or closed). */
	registration: MyRegistration;
	/** Only for the owner: their edit waiting for review, or rejected, while this version is public. */
	edit?: ActivityEditView;
}

/** An owner's edit of an approved activity (manual review), with the activity as it would read. */
export interface ActivityEditView {
	status: 'pending' | 'rejected';
	/** The reviewer's reason when rejected; empty otherwise. */
	reject_reason: string;
	submitted_at: string;
	activity: Omit<ActivityDetail, 'edit'>;
}

export type RegistrationField = 'name' | 'mobile' | 'organization';

/** An activity in the review queue as it would be published: new, or an edit of an approved one. */
export interface ReviewItem extends ActivitySummary {
	/** The publisher's display name and masked number. */
	owner_name: string;
	owner_mobile: string;
	contact_name: string;
	contact_phone: string;
	address: string;
	online_url: string;
	/** The full description, cleaned as the detail page shows it. */
	content: string;
	/** Saved again after it was made (it may have people already), not a new one. */
	resubmitted: boolean;
	waitlist_count: number;
	/** An edit of an approved activity, which stays public as approved until this is decided. */
	is_edit: boolean;
	/** What the edit changes, by the publish form's names; empty for a new activity. */
	changed_fields: string[];
	/** Names the edit read, for reviewActivity's `edit_version`; '' for a new activity. */
	edit_version: string;
	/** When it began waiting for review (YYYY-MM-DD HH:mm:ss) and for how many whole hours. */
	waiting_since: string;
	waiting_hours: number;
	/** Sent up by a lower reviewer: to which level, with their note. */
	escalation: { level: 'province' | 'national'; note: string; by_name: string } | null;
}

/** An activity the user waits for, with the place in its queue (我报名的). */
export interface WaitlistEntry {
	activity: ActivitySummary;
	position: number;
	joined_at: string;
}

export interface ToggleResult {
	active: boolean;
	count: number;
}

export interface CalendarDay {
	date: string;
	count: number;
}

export type MaterialStatus = 'pending' | 'approved' | 'rejected';

export interface Material {
	id: number;
	kind: 'image' | 'video' | 'document' | 'link';
	name: string;
	url: string;
	/** Only approved materials are shown to people other than the owner. */
	status: MaterialStatus;
	/** The reviewer's reason when rejected; empty otherwise. */
	reject_reason: string;
	created_at: string;
}

export interface Participant {
	uid: string;
	show_name: string;
	mobile: string;
	joined_at: string;
}

/** collect/thumb: `state` 1 sets the mark, 0 clears it. */
export interface ToggleInput {
	id: number;
	state: 0 | 1;
}

type ActivitySort = 'default' | 'start' | 'latest' | 'hot';

export interface ActivityListQuery extends Partial<PageQuery> {
	keyword?: string;
	province_code?: string;
	city_code?: string;
	district_code?: string;
	start_date?: string;
	end_date?: string;
	audience?: number;
	mode?: ActivityMode;
	lh_type?: number;
	education_base?: number;
	phase?: ActivityPhase;
	sort?: ActivitySort;
}

export interface SpecialListQuery {
	lh_type?: number;
	limit?: number;
}

export interface CalendarQuery {
	/** YYYY-MM */
	month: string;
	province_code?: string;
	lh_type?: number;
}

export type NewMaterial = Pick<Material, 'kind' | 'name' | 'url'>;
