import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { activityRef, userRef } from './references';

export const joins = pgTable(
	'joins',
	{ activityId: activityRef(), userId: userRef(), createdAt: createdAt() },
	(t) => [primaryKey({ columns: [t.activityId, t.userId] }), index('joins_user_idx').on(t.userId)],
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
		kind: text('kind', { enum: ['review', 'system'] }).notNull(),
		title: text('title').notNull(),
		body: text('body').notNull().default(''),
		activityId: integer('activity_id'),
		readAt: at('read_at'),
		createdAt: createdAt(),
	},
	(t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);
