import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserProfile } from '../../lib/api/types';
import { users } from '../db/schema';
import type { Db } from '../db/types';

export type UserRow = typeof users.$inferSelect;

export function maskMobile(mobile: string): string {
	return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';
}

export function toUserInfo(user: UserRow): UserProfile {
	return {
		uid: String(user.id),
		openid: user.openid,
		show_name: user.showName,
		name_set: user.nameSetAt !== null,
		avatar: user.avatar,
		mobile: maskMobile(user.mobile),
		is_kpy: user.isKpy,
		roles: user.roles,
	};
}

/** The user with this mobile number, created on first login as 用户 + the last four digits. */
export async function findOrCreateUserByMobile(
	db: Db,
	mobile: string,
	now: Date,
): Promise<UserRow> {
	await db
		.insert(users)
		.values({ mobile, openid: randomUUID(), showName: `用户${mobile.slice(-4)}`, createdAt: now })
		.onConflictDoNothing({ target: users.mobile });
	const [user] = await db
		.update(users)
		.set({ lastLoginAt: now })
		.where(eq(users.mobile, mobile))
		.returning();
	if (!user) throw new Error(`user ${mobile} missing after insert`);
	return user;
}

/**
 * The host app's user, matched by its uid, else by mobile, else created. The host's name is taken
 * unless the person already chose one here.
 */
export async function findOrCreateHostUser(
	db: Db,
	host: { uid: string; mobile?: string | undefined; name?: string | undefined },
	now: Date,
): Promise<UserRow> {
	const [byUid] = await db.select().from(users).where(eq(users.hostUid, host.uid));
	if (byUid) return byUid;
	const mobile = host.mobile ?? `host:${host.uid}`;
	const user = host.mobile
		? await findOrCreateUserByMobile(db, host.mobile, now)
		: await insertHostOnlyUser(db, mobile, host.name ?? '科普用户', now);
	const [linked] = await db
		.update(users)
		.set({
			hostUid: host.uid,
			...(host.name && !user.nameSetAt ? { showName: host.name, nameSetAt: now } : {}),
		})
		.where(eq(users.id, user.id))
		.returning();
	return linked ?? user;
}

async function insertHostOnlyUser(db: Db, mobile: string, name: string, now: Date) {
	await db
		.insert(users)
		.values({ mobile, openid: randomUUID(), showName: name, createdAt: now })
		.onConflictDoNothing({ target: users.mobile });
	const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
	if (!user) throw new Error('host user missing after insert');
	return user;
}

export async function getUserById(db: Db, id: number): Promise<UserRow | undefined> {
	const [user] = await db.select().from(users).where(eq(users.id, id));
	return user;
}

/** The person's choice of SMS copies of promotion, change and reminder notices. */
export async function setSmsNotices(db: Db, userId: number, enabled: boolean): Promise<void> {
	await db.update(users).set({ smsNotices: enabled }).where(eq(users.id, userId));
}
