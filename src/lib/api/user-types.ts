/** Shapes of the user centre, messages and review API (docs/api.md). Import with `import type` only. */

import type { MessageKind } from '../message-kinds';
import type { MemberRole } from '../organisations';
import type {
	ActivityStatus,
	ActivitySummary,
	Material,
	MaterialStatus,
	StatusCounts,
} from './activity-types';
import type { CertificateOffer } from './certificate-types';
import type { Page, PageQuery } from './types';

export interface UserMessage {
	id: number;
	kind: MessageKind;
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

/** The user centre's own lists (docs/api.md "user"). */
export interface UserActivityItem extends ActivitySummary {
	/** Filled on the published list only. */
	reject_reason: string;
	/** People checked in; filled on the published list only (0 elsewhere). */
	checkin_count: number;
	/** Minutes after the end that check-in closes (src/lib/checkin-window.ts). */
	checkin_closes_after: number;
	/** On the joined list only: the registration's number, whether it may still be cancelled. */
	registration?: JoinedRegistration;
	/** On the published list only: its summary's (活动总结) review status, null before one is sent. */
	summary_status?: 'pending' | 'approved' | 'rejected' | null;
	/** On the published list only: an edit waiting for review, or rejected, while this version is public. */
	edit?: PublishedEdit;
	/** On the published list only: its organisation, whether the person published it, their role in it. */
	organisation?: PublishedBy;
}

interface PublishedBy {
	id: number;
	name: string;
	by_me: boolean;
	role: MemberRole | null;
}

interface PublishedEdit {
	status: 'pending' | 'rejected';
	/** The edited title, which becomes public once the edit is approved. */
	title: string;
	reject_reason: string;
}

interface JoinedRegistration {
	id: number | null;
	can_cancel: boolean;
	/** The seat came from the waitlist. */
	promoted: boolean;
	/** Certificates the person may download: checked in, or marked a volunteer. */
	certificates: CertificateOffer[];
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
	/** reviewActivity: the edit the reviewer read (ReviewItem's `edit_version`). */
	edit_version?: string;
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
