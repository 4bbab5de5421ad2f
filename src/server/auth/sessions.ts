import { and, eq, isNull, sql } from 'drizzle-orm';
import { adminRoleOf } from '../../lib/admin-roles';
import { DAY_MS } from '../../lib/calendar-days';
import { type Membership, membershipsColumn } from '../db/memberships-column';
import { runPrepared } from '../db/prepared-statements';
import { sessions, users } from '../db/schema';
import type { Db } from '../db/types';
import { createRandomToken, hmacHex, sha256Hex } from './crypto';

/** Absolute lifetime, and the idle time after which a session ends (ASVS 7.3.1 / 7.3.2). */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const SESSION_IDLE_MS = 7 * DAY_MS;
/** `last_seen_at` is written at most this often, so reads do not write on every request. */
const SEEN_RESOLUTION_MS = 10 * 60 * 1000;
/** An admin's session ends 12 hours after sign-in whatever it does (GB/T 22239 idle logout for privileged users). */
const ADMIN_SESSION_LIFETIME_MS = 12 * 3600 * 1000;
/** An admin's idle time is measured to the minute. */
const ADMIN_SEEN_RESOLUTION_MS = 60 * 1000;

/** How long an admin's session may go without a request (ADMIN_IDLE_MINUTES). */
export interface SessionLimits {
	adminIdleMs: number;
}

/** The signed-in user of a request, for pages (`Astro.locals.session`) and the API alike. */
export interface AuthSession {
	token: string;
	userId: number;
	roles: readonly string[];
	/** The province or city code of a province or city admin; '' otherwise. */
	adminRegion: string;
	/** The organisations the person belongs to, read with the session (none when left out). */
	memberships?: readonly Membership[];
}

export type SessionLookup =
	| { status: 'ok'; session: AuthSession }
	| { status: 'missing' | 'expired' | 'revoked' };

/** The per-session `sign` the client sends back with the token (docs/api.md, "Authentication"). */
export function signSessionToken(secret: string, token: string): string {
	return hmacHex(secret, `sign:${token}`).slice(0, 32);
}

export async function createSession(
	db: Db,
	userId: number,
	meta: { ip: string; userAgent: string; now: Date },
): Promise<string> {
	const token = createRandomToken();
	await db.insert(sessions).values({
		tokenHash: sha256Hex(token),
		userId,
		createdAt: meta.now,
		lastSeenAt: meta.now,
		expiresAt: new Date(meta.now.getTime() + SESSION_LIFETIME_MS),
		ip: meta.ip.slice(0, 64),
		userAgent: meta.userAgent.slice(0, 300),
	});
	return token;
}

export async function lookupSession(
	db: Db,
	token: string,
	now: Date,
	limits: SessionLimits = { adminIdleMs: 30 * 60_000 },
): Promise<SessionLookup> {
	if (!/^[0-9a-f]{64}$/.test(token)) return { status: 'missing' };
	// Every signed-in request asks this: its SQL is built once, not per request.
	const [row] = await runPrepared(
		db,
		'session lookup',
		() =>
			db
				.select({
					userId: sessions.userId,
					createdAt: sessions.createdAt,
					expiresAt: sessions.expiresAt,
					lastSeenAt: sessions.lastSeenAt,
					revokedAt: sessions.revokedAt,
					roles: users.roles,
					adminRegion: users.adminRegion,
					memberships: membershipsColumn,
				})
				.from(sessions)
				.innerJoin(users, eq(users.id, sessions.userId))
				.where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
		{ tokenHash: sha256Hex(token) },
	);
	if (!row) return { status: 'missing' };
	if (row.revokedAt) return { status: 'revoked' };
	const idle = now.getTime() - row.lastSeenAt.getTime();
	if (row.expiresAt.getTime() <= now.getTime() || idle > SESSION_IDLE_MS)
		return { status: 'expired' };
	const isAdmin = adminRoleOf(row.roles) !== null;
	if (
		isAdmin &&
		(idle > limits.adminIdleMs ||
			now.getTime() - row.createdAt.getTime() >= ADMIN_SESSION_LIFETIME_MS)
	) {
		return { status: 'expired' };
	}
	if (idle > (isAdmin ? ADMIN_SEEN_RESOLUTION_MS : SEEN_RESOLUTION_MS)) {
		await db
			.update(sessions)
			.set({ lastSeenAt: now })
			.where(eq(sessions.tokenHash, sha256Hex(token)));
	}
	return {
		status: 'ok',
		session: {
			token,
			userId: row.userId,
			roles: row.roles,
			adminRegion: row.adminRegion,
			memberships: row.memberships,
		},
	};
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
	await db
		.update(sessions)
		.set({ revokedAt: now })
		.where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (退出所有设备); answers how many were still open. */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<number> {
	const revoked = await db
		.update(sessions)
		.set({ revokedAt: now })
		.where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
		.returning({ tokenHash: sessions.tokenHash });
	return revoked.length;
}
