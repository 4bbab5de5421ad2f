import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { refusalOf } from '../activities/visibility';

export interface ListViewer {
	userId: number;
	isAdmin: boolean;
}

export interface ManagedActivity {
	id: number;
	title: string;
	/** Full phone numbers go only to the owner, never to an admin who is not the owner. */
	isOwner: boolean;
	counts: { joined: number; waitlist: number; checkedin: number };
}

/** The activity whose participants `viewer` may read: its owner's, or any for an admin. */
export async function loadManagedActivity(
	db: Db,
	activityId: number,
	viewer: ListViewer,
): Promise<ManagedActivity> {
	const [activity] = await db
		.select({
			id: activities.id,
			title: activities.title,
			ownerId: activities.ownerId,
			status: activities.status,
			contentApproved: activities.contentApproved,
			joined: activities.joinCount,
			waitlist: activities.waitlistCount,
			checkedin: activities.checkinCount,
		})
		.from(activities)
		.where(eq(activities.id, activityId));
	if (!activity) throw refuse.notFound();
	const isOwner = activity.ownerId === viewer.userId;
	if (!isOwner && !viewer.isAdmin) throw refusalOf(activity, '只能查看自己发布的活动的报名名单');
	const { id, title, joined, waitlist, checkedin } = activity;
	return { id, title, isOwner, counts: { joined, waitlist, checkedin } };
}
