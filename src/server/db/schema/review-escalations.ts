import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { activities } from './activities';
import { at } from './columns';

/** A pending activity a reviewer sent up to the province or the country, with their note. */
export const reviewEscalations = pgTable('review_escalations', {
	activityId: integer('activity_id')
		.primaryKey()
		.references(() => activities.id, { onDelete: 'cascade' }),
	level: text('level', { enum: ['province', 'national'] }).notNull(),
	note: text('note').notNull(),
	escalatedBy: integer('escalated_by').references(() => users.id, { onDelete: 'set null' }),
	escalatedAt: at('escalated_at').notNull().defaultNow(),
});
