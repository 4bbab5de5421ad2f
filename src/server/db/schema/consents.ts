import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './references';

/**
 * Each agreement a person gave: which document and version, how (the login form, the host app,
 * a registration), to what (the activity and the fields shared with its organiser), and from where.
 */
export const consents = pgTable(
	'consents',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		userId: userRef(),
		document: text('document').notNull(),
		version: text('version').notNull(),
		source: text('source').notNull(),
		activityId: integer('activity_id'),
		fields: jsonb('fields').$type<string[]>(),
		ip: text('ip').notNull().default(''),
		createdAt: createdAt(),
	},
	(t) => [
		index('consents_user_idx').on(t.userId, t.createdAt),
		index('consents_activity_idx')
			.on(t.activityId, t.userId)
			.where(sql`${t.activityId} IS NOT NULL`),
	],
);
