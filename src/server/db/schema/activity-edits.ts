import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { at } from './columns';

/**
 * An owner's edit of a public activity waiting for review (or rejected), while the activity's own
 * row keeps the approved version that everyone sees. `content` holds the edited columns as the
 * activity stores them, times as ISO strings (services/activities/edits.ts reads and writes it).
 */
export const activityEdits = pgTable(
	'activity_edits',
	{
		activityId: integer('activity_id')
			.primaryKey()
			.references(() => activities.id, { onDelete: 'cascade' }),
		content: jsonb('content').$type<Record<string, unknown>>().notNull(),
		status: text('status', { enum: ['pending', 'rejected'] })
			.notNull()
			.default('pending'),
		rejectReason: text('reject_reason').notNull().default(''),
		submittedAt: at('submitted_at').notNull().defaultNow(),
		reviewedAt: at('reviewed_at'),
	},
	(t) => [
		index('activity_edits_pending_idx').on(t.submittedAt).where(sql`${t.status} = 'pending'`),
	],
);
