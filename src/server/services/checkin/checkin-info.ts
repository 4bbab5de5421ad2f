import { and, eq } from 'drizzle-orm';
import type { CheckinInfo, CheckinPass } from '../../../lib/api/checkin-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { formatShortCode } from '../../../lib/checkin/short-code';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { activityRecord } from '../../access/record';
import { activities, joins } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { shortCodeOf, signPayload } from './checkin-token';
import { checkinExpiry, checkinWindowOf, hasDoorCheckin } from './checkin-window';

/**
 * The caller's pass for activity `activityId` when they hold a seat at an activity with a door (none
 * online), and the check-in figures when they are its organiser or an admin. A hidden activity
 * (pending, rejected) is `notFound`, as an unknown id is, for anyone but its organiser, admins and
 * those who hold a seat in it.
 */
export async function getCheckinInfo(
	db: Db,
	key: Buffer,
	input: { activityId: number; actor: Actor },
): Promise<CheckinInfo> {
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
			mode: activities.mode,
			startAt: activities.startAt,
			endAt: activities.endAt,
			checkinOpensBefore: activities.checkinOpensBefore,
			checkinClosesAfter: activities.checkinClosesAfter,
			joinCount: activities.joinCount,
			checkinCount: activities.checkinCount,
		})
		.from(activities)
		.where(eq(activities.id, input.activityId));
	if (!activity) throw refuse.notFound();
	const [registration] = await db
		.select({ id: joins.id, checkedInAt: joins.checkedInAt })
		.from(joins)
		.where(and(eq(joins.activityId, input.activityId), eq(joins.userId, input.actor.userId)));
	const record = activityRecord(activity);
	if (!may(input.actor, 'view', record) && registration === undefined) throw refuse.notFound();
	let pass: CheckinPass | null = null;
	if (registration !== undefined && hasDoorCheckin(activity)) {
		const expiresAt = checkinExpiry(activity);
		const claim = { registrationId: registration.id, activityId: activity.id, expiresAt };
		pass = {
			registration_id: registration.id,
			activity_id: activity.id,
			payload: signPayload(key, claim),
			code: formatShortCode(shortCodeOf(key, registration.id)),
			expires_at: formatBusinessTime(expiresAt),
			checked_in_at: registration.checkedInAt ? formatBusinessTime(registration.checkedInAt) : null,
		};
	}
	const stats = may(input.actor, 'check-in', record)
		? {
				activity_id: activity.id,
				title: activity.title,
				checkin_count: activity.checkinCount,
				join_count: activity.joinCount,
				...checkinWindowOf(activity),
			}
		: null;
	return { pass, stats };
}
