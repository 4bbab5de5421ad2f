import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';

export interface ManagedActivity {
	id: number;
	title: string;
	/** Full phone numbers go to those who hold the activity, never to an admin who does not. */
	fullMobiles: boolean;
	canMarkVolunteers: boolean;
	counts: { joined: number; waitlist: number; checkedin: number };
	/** Its city's code, else its province's: the region of an audit entry about it. */
	region: string;
}

/** The activity whose participants `actor` may read (or export): its owner's, or any for an admin. */
export async function loadManagedActivity(
	db: Db,
	activityId: number,
	actor: Actor,
	action: 'view-participants' | 'export-participants' = 'view-participants',
): Promise<ManagedActivity> {
	const [activity] = await db
		.select({
			id: activities.id,
			title: activities.title,
			ownerId: activities.ownerId,
			organisationId: activities.organisationId,
			status: activities.status,
			contentApproved: activities.contentApproved,
			provinceCode: activities.provinceCode,
			cityCode: activities.cityCode,
			joined: activities.joinCount,
			waitlist: activities.waitlistCount,
			checkedin: activities.checkinCount,
		})
		.from(activities)
		.where(eq(activities.id, activityId));
	if (!activity) throw refuse.notFound();
	const record = activityRecord(activity);
	requireMay(actor, action, record);
	const { id, title, joined, waitlist, checkedin } = activity;
	const fullMobiles = may(actor, 'see-full-mobiles', record);
	const canMarkVolunteers = may(actor, 'mark-volunteers', record);
	const region = activity.cityCode || activity.provinceCode;
	const counts = { joined, waitlist, checkedin };
	return { id, title, fullMobiles, canMarkVolunteers, counts, region };
}
