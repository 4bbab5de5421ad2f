/** Request and response shapes of the portal API (docs/api.md). Import with `import type` only. */

/** 0 success; see docs/api.md for the catalogue. */
export type ApiCode =
	| 0
	| 100000001
	| 100000002
	| 100000003
	| 100000004
	| 100000005
	| 100000006
	| 100000007
	| 100000008
	| 100000009
	| 100000010
	| 100000011
	| 100000099
	| 100000500
	| 100000503
	| 100100001
	| 100100002
	| 100100003
	| 100100004
	| 100100005
	| 100250101
	| 100250102
	| 100250103
	| 100250104
	| 100250106;

export interface ApiEnvelope<T> {
	code: ApiCode;
	msg: string;
	data: T;
}

export interface Page<T> {
	items: T[];
	total: number;
	page: number;
	pageSize: number;
}

export interface LoginResult {
	token: string;
	sign: string;
	openid: string;
	uid: string;
}

export interface UserInfo {
	uid: string;
	openid: string;
	show_name: string;
	avatar: string;
	/** Masked: 138****0001. */
	mobile: string;
	is_kpy: number;
	roles: string[];
}

export type ActivityMode = 'offline' | 'online' | 'hybrid';
export type ActivityStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

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
	is_owner: boolean;
	is_joined: boolean;
	is_collected: boolean;
	is_thumbed: boolean;
	created_at: string;
}

export interface ToggleResult {
	active: boolean;
	count: number;
}

export interface JoinResult {
	joined: boolean;
	join_count: number;
	capacity: number | null;
}

export interface CalendarDay {
	date: string;
	count: number;
}

export interface Banner {
	id: number;
	title: string;
	image: string;
	link: string;
}

export interface JointActionInfo {
	id: number;
	lh_type: number | null;
	name: string;
	summary: string;
	cover: string;
	activity_count: number;
}

export interface EducationBase {
	id: number;
	name: string;
	province_code: string;
	province_name: string;
	city_code: string;
	city_name: string;
	address: string;
	summary: string;
	cover: string;
	activity_count: number;
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

export interface ResourceSummary {
	id: number;
	type: 'video' | 'article';
	title: string;
	summary: string;
	cover: string;
	duration_s: number;
	source: string;
	published_at: string;
	view_count: number;
}

export interface ResourceDetail extends ResourceSummary {
	body: string;
	video_url: string;
	poster: string;
}

export interface UserMessage {
	id: number;
	kind: 'review' | 'system';
	title: string;
	body: string;
	activity_id: number | null;
	read: boolean;
	created_at: string;
}

export interface UserActivityStats {
	publish_count: number;
	join_count: number;
	collect_count: number;
	unread_count: number;
	messages: UserMessage[];
}

export interface Participant {
	uid: string;
	show_name: string;
	mobile: string;
	joined_at: string;
}

export interface UploadResult {
	url: string;
	name: string;
	mime: string;
	size: number;
	width: number | null;
	height: number | null;
}

export interface Region {
	code: string;
	name: string;
}

/* Requests and the answers not named above, one block per endpoint group (docs/api.md). */

export type { AddActivityInput } from '../validation/activity';

export interface SendCodeResult {
	expires_in: number;
	resend_in: number;
}

export interface PublishCheck {
	allowed: true;
}

/** What addActivity and updateActivity answer: the record and its review status. */
export interface SavedActivity {
	id: number;
	status: ActivityStatus;
}

/** collect/thumb: `state` 1 sets the mark, 0 clears it. */
export interface ToggleInput {
	id: number;
	state: 0 | 1;
}

export interface PageQuery {
	page: number;
	pageSize: number;
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

export interface ResourceListQuery extends Partial<PageQuery> {
	type?: ResourceSummary['type'];
	keyword?: string;
}

export type NewMaterial = Pick<Material, 'kind' | 'name' | 'url'>;

/** The user centre's own lists (docs/api.md "user"). */
export interface UserActivityItem extends ActivitySummary {
	/** Filled on the published list only. */
	reject_reason: string;
}

export type UserActivityTab = 'publish' | 'join' | 'collect';

/** A page of a user-centre list with how many of its activities are in each status. */
export interface UserActivityPage extends Page<UserActivityItem> {
	status_counts: StatusCounts;
}

export interface UserActivityQuery extends PageQuery {
	tab: UserActivityTab;
	/** Only this status; absent lists all. */
	status?: ActivityStatus;
}

/** A review decision on an activity or a material; a rejection may give a reason. */
export interface ReviewDecision {
	id: number;
	decision: 'approve' | 'reject';
	reason?: string;
}

/** A material in the moderation list, with the activity and publisher it belongs to. */
export interface ReviewMaterial {
	id: number;
	kind: Material['kind'];
	name: string;
	url: string;
	status: MaterialStatus;
	reject_reason: string;
	created_at: string;
	activity_id: number;
	activity_title: string;
	publisher: string;
}
