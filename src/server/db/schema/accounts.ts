import { sql } from 'drizzle-orm';
import {
	boolean,
	index,
	integer,
	pgTable,
	serial,
	smallint,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

export const users = pgTable(
	'users',
	{
		id: serial('id').primaryKey(),
		openid: text('openid').notNull(),
		mobile: text('mobile').notNull(),
		showName: text('show_name').notNull(),
		avatar: text('avatar').notNull().default(''),
		isKpy: smallint('is_kpy').notNull().default(2),
		roles: text('roles').array().notNull().default(sql`ARRAY['user']::text[]`),
		/** The province or city code a province_admin or city_admin acts in; '' otherwise. */
		adminRegion: text('admin_region').notNull().default(''),
		hostUid: text('host_uid'),
		createdAt: createdAt(),
		lastLoginAt: at('last_login_at'),
		/** Promotion, change and reminder notices also go by SMS; the person may switch it off. */
		smsNotices: boolean('sms_notices').notNull().default(true),
		/** When the person chose `showName`; null while it is the one given at sign-up. */
		nameSetAt: at('name_set_at'),
		/** When the person closed the account (注销): the row stays, emptied, for what points at it. */
		deletedAt: at('deleted_at'),
	},
	(t) => [
		uniqueIndex('users_mobile_key').on(t.mobile),
		uniqueIndex('users_openid_key').on(t.openid),
		uniqueIndex('users_host_uid_key').on(t.hostUid),
		// The province and city admins, for the review queue's "has this city an admin?".
		index('users_admin_region_idx').on(t.adminRegion).where(sql`admin_region <> ''`),
	],
);

export const sessions = pgTable(
	'sessions',
	{
		/** sha256 of the token: a leaked table does not leak usable tokens. */
		tokenHash: text('token_hash').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		createdAt: createdAt(),
		expiresAt: at('expires_at').notNull(),
		lastSeenAt: at('last_seen_at').notNull().defaultNow(),
		revokedAt: at('revoked_at'),
		ip: text('ip').notNull().default(''),
		userAgent: text('user_agent').notNull().default(''),
	},
	(t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginCodes = pgTable(
	'login_codes',
	{
		id: serial('id').primaryKey(),
		mobile: text('mobile').notNull(),
		codeHash: text('code_hash').notNull(),
		ip: text('ip').notNull(),
		createdAt: createdAt(),
		expiresAt: at('expires_at').notNull(),
		attempts: smallint('attempts').notNull().default(0),
		usedAt: at('used_at'),
	},
	(t) => [
		index('login_codes_mobile_idx').on(t.mobile, t.createdAt),
		index('login_codes_ip_idx').on(t.ip, t.createdAt),
	],
);

export const rateHits = pgTable(
	'rate_hits',
	{
		id: serial('id').primaryKey(),
		bucket: text('bucket').notNull(),
		createdAt: createdAt(),
	},
	(t) => [index('rate_hits_bucket_idx').on(t.bucket, t.createdAt)],
);
