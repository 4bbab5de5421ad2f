import { desc, eq, inArray } from 'drizzle-orm';
import {
	activities,
	consents,
	joins,
	materials,
	messages,
	sessions,
	users,
	waitlist,
} from '../../db/schema';
import type { Db } from '../../db/types';

type Row = Record<string, unknown>;

/** Everything held about one person, by section; each section becomes a CSV file of the export. */
export interface MyData {
	account: Row[];
	sessions: Row[];
	registrations: Row[];
	waitlist: Row[];
	checkins: Row[];
	messages: Row[];
	activities: Row[];
	materials: Row[];
	consents: Row[];
}

const registrationColumns = {
	activity_id: joins.activityId,
	activity_title: activities.title,
	registration_id: joins.id,
	name: joins.name,
	mobile: joins.mobile,
	organization: joins.organization,
	registered_at: joins.createdAt,
	promoted_from_waitlist_at: joins.promotedAt,
	checked_in_at: joins.checkedInAt,
};

/** Reads the person's data; session tokens are never read, only when and where each session was used. */
export async function collectMyData(db: Db, userId: number): Promise<MyData> {
	const account = await db
		.select({
			id: users.id,
			mobile: users.mobile,
			show_name: users.showName,
			avatar: users.avatar,
			openid: users.openid,
			host_uid: users.hostUid,
			roles: users.roles,
			sms_notices: users.smsNotices,
			created_at: users.createdAt,
			last_login_at: users.lastLoginAt,
			name_set_at: users.nameSetAt,
		})
		.from(users)
		.where(eq(users.id, userId));
	const mySessions = await db
		.select({
			created_at: sessions.createdAt,
			last_seen_at: sessions.lastSeenAt,
			expires_at: sessions.expiresAt,
			revoked_at: sessions.revokedAt,
			ip: sessions.ip,
			user_agent: sessions.userAgent,
		})
		.from(sessions)
		.where(eq(sessions.userId, userId))
		.orderBy(desc(sessions.createdAt));
	const registrations = await db
		.select(registrationColumns)
		.from(joins)
		.innerJoin(activities, eq(activities.id, joins.activityId))
		.where(eq(joins.userId, userId))
		.orderBy(joins.id);
	const waiting = await db
		.select({
			activity_id: waitlist.activityId,
			activity_title: activities.title,
			name: waitlist.name,
			mobile: waitlist.mobile,
			organization: waitlist.organization,
			queued_at: waitlist.createdAt,
		})
		.from(waitlist)
		.innerJoin(activities, eq(activities.id, waitlist.activityId))
		.where(eq(waitlist.userId, userId))
		.orderBy(waitlist.id);
	const myMessages = await db
		.select({
			id: messages.id,
			kind: messages.kind,
			title: messages.title,
			body: messages.body,
			activity_id: messages.activityId,
			read_at: messages.readAt,
			created_at: messages.createdAt,
		})
		.from(messages)
		.where(eq(messages.userId, userId))
		.orderBy(messages.id);
	const published = await db
		.select()
		.from(activities)
		.where(eq(activities.ownerId, userId))
		.orderBy(activities.id);
	const publishedIds = published.map((row) => row.id);
	const myMaterials =
		publishedIds.length === 0
			? []
			: await db
					.select()
					.from(materials)
					.where(inArray(materials.activityId, publishedIds))
					.orderBy(materials.id);
	const myConsents = await db
		.select({
			document: consents.document,
			version: consents.version,
			source: consents.source,
			activity_id: consents.activityId,
			fields: consents.fields,
			ip: consents.ip,
			created_at: consents.createdAt,
		})
		.from(consents)
		.where(eq(consents.userId, userId))
		.orderBy(consents.id);
	return {
		account,
		sessions: mySessions,
		registrations,
		waitlist: waiting,
		checkins: registrations
			.filter((row) => row.checked_in_at !== null)
			.map((row) => ({
				activity_id: row.activity_id,
				activity_title: row.activity_title,
				registration_id: row.registration_id,
				checked_in_at: row.checked_in_at,
			})),
		messages: myMessages,
		activities: published,
		materials: myMaterials,
		consents: myConsents,
	};
}
