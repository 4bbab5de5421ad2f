import {
	index,
	integer,
	pgTable,
	primaryKey,
	serial,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORGANISATION_TYPES } from '../../../lib/organisations';
import { users } from './accounts';
import { createdAt } from './columns';

/** A 单位 (school, museum, society…) whose members publish and run activities together. */
export const organisations = pgTable(
	'organisations',
	{
		id: serial('id').primaryKey(),
		name: text('name').notNull(),
		type: text('type', { enum: ORGANISATION_TYPES }).notNull(),
		provinceCode: text('province_code').notNull(),
		cityCode: text('city_code').notNull().default(''),
		districtCode: text('district_code').notNull().default(''),
		createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(t) => [index('organisations_created_by_idx').on(t.createdBy, t.name)],
);

/** 负责人 (owner: manages the members) or 成员 (member: publishes, edits, checks in). */
export const organisationMembers = pgTable(
	'organisation_members',
	{
		organisationId: integer('organisation_id')
			.notNull()
			.references(() => organisations.id, { onDelete: 'cascade' }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		role: text('role', { enum: ['owner', 'member'] }).notNull(),
		joinedAt: createdAt(),
	},
	(t) => [
		primaryKey({ columns: [t.organisationId, t.userId] }),
		index('organisation_members_user_idx').on(t.userId),
	],
);

/** An invitation to a phone number, which may have no account yet; it waits until that person signs in. */
export const organisationInvitations = pgTable(
	'organisation_invitations',
	{
		id: serial('id').primaryKey(),
		organisationId: integer('organisation_id')
			.notNull()
			.references(() => organisations.id, { onDelete: 'cascade' }),
		mobile: text('mobile').notNull(),
		role: text('role', { enum: ['owner', 'member'] }).notNull(),
		invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex('organisation_invitations_key').on(t.organisationId, t.mobile),
		index('organisation_invitations_mobile_idx').on(t.mobile),
	],
);
