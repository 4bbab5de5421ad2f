import { eq } from 'drizzle-orm';
import type { CheckinStats } from '../../../lib/api/checkin-types';
import { parseDatabaseId } from '../../../lib/validation/fields';
import { actorOf } from '../../access/actor';
import { may } from '../../access/policy';
import { activityRecord } from '../../access/record';
import type { AuthSession } from '../../auth/sessions';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { checkinWindowOf } from './checkin-window';

export type StationLoad =
	| { kind: 'missing' }
	| { kind: 'forbidden' }
	| { kind: 'ok'; stats: CheckinStats };

/** The activity of `/checkin-page?id=`, for its organiser or an admin only. */
export async function loadCheckinStation(
	db: Db,
	idText: string | null,
	session: AuthSession | null,
): Promise<StationLoad> {
	const id = parseDatabaseId(idText);
	if (id === null || !session) return { kind: 'missing' };
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
			joinCount: activities.joinCount,
			checkinCount: activities.checkinCount,
			mode: activities.mode,
			startAt: activities.startAt,
			endAt: activities.endAt,
			checkinOpensBefore: activities.checkinOpensBefore,
			checkinClosesAfter: activities.checkinClosesAfter,
		})
		.from(activities)
		.where(eq(activities.id, id));
	if (!activity) return { kind: 'missing' };
	const record = activityRecord(activity);
	// A hidden activity is missing to those who may not check in, as an unknown id is.
	if (!may(actorOf(session), 'check-in', record))
		return { kind: record.isPublic ? 'forbidden' : 'missing' };
	return {
		kind: 'ok',
		stats: {
			activity_id: activity.id,
			title: activity.title,
			checkin_count: activity.checkinCount,
			join_count: activity.joinCount,
			...checkinWindowOf(activity),
		},
	};
}
