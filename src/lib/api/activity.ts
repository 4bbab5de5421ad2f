import type { ReportCategory } from '../report-categories';
import type {
	ActivityCopy,
	ActivityDetail,
	ActivityListQuery,
	ActivitySummary,
	AddActivityInput,
	JoinInput,
	JoinResult,
	Material,
	NewMaterial,
	Participant,
	PublishCheck,
	SavedActivity,
	SpecialListQuery,
	ToggleInput,
	ToggleResult,
} from './activity-types';
import type { RequestOptions } from './client';
import { request } from './http';
import type { Page, PageQuery } from './types';
import type { UserActivityPage } from './user-types';

type Toast = Pick<RequestOptions, 'toast'>;

/** The activity calls send JSON bodies. */
function post<T>(path: string, data: object, options: Toast = {}): Promise<T> {
	return request<T>(`/activity/${path}`, { data: { ...data }, json: true, ...options });
}

/** Resolves when publishing is open; rejects with code 100250106 after the cutoff. No toast. */
export function checkPublish(): Promise<PublishCheck> {
	return request<PublishCheck>('/activity/checkPublish', { method: 'GET', toast: false });
}

export function addActivity(input: AddActivityInput, options: Toast = {}): Promise<SavedActivity> {
	return post<SavedActivity>('addActivity', input, options);
}

export function updateActivity(
	id: number,
	input: AddActivityInput,
	options: Toast = {},
): Promise<SavedActivity> {
	return post<SavedActivity>('updateActivity', { ...input, id }, options);
}

export function activityCancel(id: number): Promise<null> {
	return post<null>('activityCancel', { id });
}

/** No toast: the pages that read a detail show their own state. */
/** The fields of one's own activity for a new publish form (复制活动); no toast. */
export function getActivityCopy(id: number): Promise<ActivityCopy> {
	return post<ActivityCopy>('getActivityCopy', { id }, { toast: false });
}

export function getActDetail(id: number): Promise<ActivityDetail> {
	return post<ActivityDetail>('getActDetail', { id }, { toast: false });
}

export function getActivityList(query: ActivityListQuery = {}): Promise<Page<ActivitySummary>> {
	return post<Page<ActivitySummary>>('getActivityList', query);
}

export function activitySpecialList(query: SpecialListQuery = {}): Promise<ActivitySummary[]> {
	return post<ActivitySummary[]>('activitySpecialList', query);
}

/** The bare `{ id }` of the original contract, or with the details the activity asks for (JoinInput). */
export function activityJoin(input: JoinInput, options: Toast = {}): Promise<JoinResult> {
	return post<JoinResult>('activityJoin', input, options);
}

export function activityCollect(input: ToggleInput): Promise<ToggleResult> {
	return post<ToggleResult>('activityCollect', input);
}

/** A 举报; refusals (once a day, the reason's length) are shown by the dialog, not a toast. */
export function activityReport(input: {
	id: number;
	category: ReportCategory;
	reason: string;
}): Promise<null> {
	return post<null>('activityReport', input, { toast: false });
}

/** A 举报 of a material of an activity, refused as `activityReport`'s are. */
export function materialReport(input: {
	id: number;
	category: ReportCategory;
	reason: string;
}): Promise<null> {
	return post<null>('materialReport', input, { toast: false });
}

export function activityThumb(input: ToggleInput): Promise<ToggleResult> {
	return post<ToggleResult>('activityThumb', input);
}

/** Without an id: the caller's joined activities; with one: the people who joined that activity. */
export function activityJoinList(query: PageQuery): Promise<UserActivityPage>;
export function activityJoinList(query: { id: number }): Promise<Participant[]>;
export function activityJoinList(
	query: PageQuery | { id: number },
): Promise<UserActivityPage | Participant[]> {
	return post<UserActivityPage | Participant[]>('activityJoinList', query);
}

export function releaseMaterial(id: number, materials: NewMaterial[]): Promise<Material[]> {
	return post<Material[]>('releaseMaterial', { id, materials });
}

export function getActivityMaterial(id: number): Promise<Material[]> {
	return post<Material[]>('getActivityMaterial', { id });
}
