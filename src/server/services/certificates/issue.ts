import { and, eq } from 'drizzle-orm';
import { activities, type CertificateKind, certificates, joins, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { registeredName } from '../checkin/person-name';
import { certificateOffers } from './offers';

export type CertificateRow = typeof certificates.$inferSelect;
/** What a certificate shows of its activity, and what keys its made files. */
const ACTIVITY_COLUMNS = {
	id: activities.id,
	title: activities.title,
	status: activities.status,
	startAt: activities.startAt,
	endAt: activities.endAt,
	mode: activities.mode,
	provinceCode: activities.provinceCode,
	cityCode: activities.cityCode,
	venue: activities.venue,
	address: activities.address,
	organizer: activities.organizer,
	updatedAt: activities.updatedAt,
};
export type CertificateActivity = Pick<
	typeof activities.$inferSelect,
	keyof typeof ACTIVITY_COLUMNS
>;

const NOT_EARNED: Record<CertificateKind, string> = {
	participation: '只有已签到的参与者可以下载参与证明',
	volunteer: '只有主办方标记为志愿者的参与者可以下载志愿服务证明',
};

/**
 * The person's certificate of this kind for the activity, issued on the first ask: a stored
 * record with the name as registered (else the display name) at that moment. A volunteer
 * certificate follows hours the organiser changes later; the name stays as issued.
 */
export async function issueCertificate(
	db: Db,
	input: { activityId: number; userId: number; kind: CertificateKind },
): Promise<{ certificate: CertificateRow; activity: CertificateActivity }> {
	const key = and(
		eq(certificates.activityId, input.activityId),
		eq(certificates.userId, input.userId),
		eq(certificates.kind, input.kind),
	);
	const [found] = await db
		.select({
			activity: ACTIVITY_COLUMNS,
			join: {
				name: joins.name,
				checkedInAt: joins.checkedInAt,
				volunteerHours: joins.volunteerHours,
			},
			showName: users.showName,
			certificate: certificates,
		})
		.from(joins)
		.innerJoin(activities, eq(activities.id, joins.activityId))
		.innerJoin(users, eq(users.id, joins.userId))
		.leftJoin(certificates, key)
		.where(and(eq(joins.activityId, input.activityId), eq(joins.userId, input.userId)));
	if (!found) throw refuse.notFound('你没有报名这个活动，无法下载证明');
	if (found.activity.status === 'taken_down') throw refuse.notFound('该活动已下架，无法下载证明');
	const offer = certificateOffers(found.join).find((entry) => entry.kind === input.kind);
	if (!offer) throw refuse.forbidden(NOT_EARNED[input.kind]);
	let certificate = found.certificate ?? undefined;
	if (!certificate) {
		await db
			.insert(certificates)
			.values({
				activityId: input.activityId,
				userId: input.userId,
				kind: input.kind,
				hours: offer.hours,
				name: registeredName(found.join.name, found.showName),
			})
			.onConflictDoNothing();
		[certificate] = await db.select().from(certificates).where(key);
	} else if (certificate.hours !== offer.hours) {
		[certificate] = await db
			.update(certificates)
			.set({ hours: offer.hours })
			.where(eq(certificates.id, certificate.id))
			.returning();
	}
	if (!certificate) throw new Error('certificate not stored');
	return { certificate, activity: found.activity };
}
