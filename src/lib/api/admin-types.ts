import type { AdminRole } from '../admin-roles';
import type { ReviewItem } from './activity-types';
import type { Screened } from './screening-types';
import type { Page } from './types';

/** The signed-in admin's role and the region it covers ('' and 全国 for a national admin). */
export interface AdminScopeInfo {
	role: AdminRole;
	role_name: string;
	region_code: string;
	region_name: string;
}

/** What waits for review in one region under the admin's, and whether it lags. */
export interface ReviewRegionCount {
	code: string;
	name: string;
	pending: number;
	escalated: number;
	oldest_since: string;
	oldest_hours: number;
	/** The region has its own province or city admin. */
	has_admin: boolean;
	lagging: boolean;
}

/** A pending activity as the review queue lists it, with what screening found. */
export type ReviewActivity = ReviewItem & Screened;

/** One page of the admin's queue, with whose queue it is and the counts by region. */
export type ReviewQueuePage = Page<ReviewActivity> & {
	scope: AdminScopeInfo;
	regions: ReviewRegionCount[];
};

/** A person as /admin/users lists them; the number masked. */
export interface AdminUserRow {
	id: number;
	show_name: string;
	mobile: string;
	role: AdminRole | null;
	role_name: string;
	region_code: string;
	region_name: string;
	/** The viewer may withdraw this person's admin role. */
	can_revoke: boolean;
}

export interface GrantRoleInput {
	mobile: string;
	role: AdminRole;
	region_code: string;
}

/** A past review decision on an activity, as `/admin/getReviewHistory` lists it. */
export interface ReviewHistoryEntry {
	id: number;
	at: string;
	decision: 'approve' | 'reject';
	decision_name: string;
	activity_id: number;
	title: string;
	/** The activity's state now (approved, pending, rejected, cancelled…); '' if it is gone. */
	status: string;
	reviewer_name: string;
	reviewer_role: string;
	reason: string;
}
