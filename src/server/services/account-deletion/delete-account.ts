import { eq, inArray, sql } from 'drizzle-orm';
import {
	consents,
	loginCodes,
	loginLockouts,
	messages,
	rateHits,
	reminderDeliveries,
	sessions,
	users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { releaseRegistrations } from './release-registrations';
import { settleOwnedActivities } from './withdraw-activities';

/** The name a closed account's remaining traces (an old registration, an activity) point to. */
const DELETED_USER_NAME = '已注销用户';

/**
 * Closes (注销) an account in the caller's transaction: seats and queue places go back, personal
 * details are erased, every session ends, the person's messages and consents go, and the row stays
 * only as an empty anchor (`deleted_at`) whose number and openid no longer match anyone, so the
 * number can sign up again as a new person. Counts of activities and registrations are kept.
 */
export async function deleteAccount(tx: Db, userId: number, now: Date): Promise<void> {
	const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
	if (!user || user.deletedAt) throw refuse.notFound('账号不存在或已注销');
	await releaseRegistrations(tx, userId, now);
	await settleOwnedActivities(tx, userId, now);
	await tx.delete(sessions).where(eq(sessions.userId, userId));
	await tx.delete(messages).where(eq(messages.userId, userId));
	await tx.delete(reminderDeliveries).where(eq(reminderDeliveries.userId, userId));
	await tx.delete(consents).where(eq(consents.userId, userId));
	await tx.delete(loginCodes).where(eq(loginCodes.mobile, user.mobile));
	await tx.delete(loginLockouts).where(eq(loginLockouts.mobile, user.mobile));
	// The number's own send limits name it; the prefix and address limits name no one.
	const numberBuckets = [`sendCode:mobile:${user.mobile}`, `sendCode:day:${user.mobile}`];
	await tx.delete(rateHits).where(inArray(rateHits.bucket, numberBuckets));
	await tx
		.update(users)
		.set({
			mobile: `deleted:${userId}`,
			openid: `deleted:${userId}`,
			showName: DELETED_USER_NAME,
			avatar: '',
			hostUid: null,
			roles: sql`ARRAY[]::text[]`,
			adminRegion: '',
			smsNotices: false,
			lastLoginAt: null,
			nameSetAt: null,
			deletedAt: now,
		})
		.where(eq(users.id, userId));
}
