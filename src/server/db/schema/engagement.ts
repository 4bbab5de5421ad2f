import { sql } from 'drizzle-orm';
import {
	bigint,
	boolean,
	index,
	integer,
	numeric,
	pgTable,
	primaryKey,
	serial,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MESSAGE_KINDS } from '../../../lib/message-kinds';
import { users } from './accounts';
import { at, createdAt } from './columns';
import { activityRef, userRef } from './references';

/** The details a registration may carry; personal data, deleted with the registration. */
const registrationDetails = () => ({
	name: text('name').notNull().default(''),
	mobile: text('mobile').notNull().default(''),
	organization: text('organization').notNull().default(''),
	/** Asked only when the activity asks for the age; null otherwise. */
	under14: boolean('under_14'),
	guardianName: text('guardian_name').notNull().default(''),
	guardianAgreedAt: at('guardian_agreed_at'),
	/** Set when the details were erased after the retention period; the row and its counts stay. */
	detailsErasedAt: at('details_erased_at'),
});

/** Registrations: one row per person holding a seat. Cancelling deletes the row. */
export const joins = pgTable(
	'joins',
	{
		activityId: activityRef(),
		userId: userRef(),
		/** The registration's own number, for its check-in code. */
		id: integer('id').generatedAlwaysAsIdentity().unique('joins_id_key'),
		...registrationDetails(),
		createdAt: createdAt(),
		/** Set when the seat came from the waitlist. */
		promotedAt: at('promoted_at'),
		checkedInAt: at('checked_in_at'),
		checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
		/** Set when the organiser marked the person a 志愿者: the hours they served. */
		volunteerHours: numeric('volunteer_hours', { precision: 5, scale: 1, mode: 'number' }),
		volunteerMarkedBy: integer('volunteer_marked_by').references(() => users.id, {
			onDelete: 'set null',
		}),
	},
	(t) => [
		primaryKey({ columns: [t.activityId, t.userId] }),
		index('joins_user_idx').on(t.userId),
		index('joins_activity_idx').on(t.activityId, t.createdAt),
		// The participant lists and their exports page through an activity in registration order.
		index('joins_activity_id_idx').on(t.activityId, t.id),
		index('joins_checkin_idx').on(t.activityId, t.id).where(sql`${t.checkedInAt} IS NOT NULL`),
		// The campaign figures' volunteer hours.
		index('joins_volunteer_idx').on(t.activityId).where(sql`${t.volunteerHours} IS NOT NULL`),
	],
);

/** People waiting for a seat of a full activity, first come first served by `id`. */
export const waitlist = pgTable(
	'waitlist',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		activityId: activityRef(),
		userId: userRef(),
		...registrationDetails(),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex('waitlist_activity_user_key').on(t.activityId, t.userId),
		index('waitlist_queue_idx').on(t.activityId, t.id),
		index('waitlist_user_idx').on(t.userId),
	],
);

export const collects = pgTable(
	'collects',
	{ activityId: activityRef(), userId: userRef(), createdAt: createdAt() },
	(t) => [
		primaryKey({ columns: [t.activityId, t.userId] }),
		index('collects_user_idx').on(t.userId),
	],
);

export const thumbs = pgTable(
	'thumbs',
	{ activityId: activityRef(), userId: userRef(), createdAt: createdAt() },
	(t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);

export const materials = pgTable(
	'materials',
	{
		id: serial('id').primaryKey(),
		activityId: activityRef(),
		kind: text('kind', { enum: ['image', 'video', 'document', 'link'] }).notNull(),
		name: text('name').notNull(),
		url: text('url').notNull(),
		status: text('status', { enum: ['pending', 'approved', 'rejected'] })
			.notNull()
			.default('approved'),
		rejectReason: text('reject_reason').notNull().default(''),
		createdAt: createdAt(),
	},
	(t) => [
		index('materials_activity_idx').on(t.activityId),
		index('materials_status_idx').on(t.status, t.createdAt),
	],
);

export const messages = pgTable(
	'messages',
	{
		id: serial('id').primaryKey(),
		userId: userRef(),
		kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
		title: text('title').notNull(),
		body: text('body').notNull().default(''),
		activityId: integer('activity_id'),
		readAt: at('read_at'),
		createdAt: createdAt(),
	},
	(t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);
