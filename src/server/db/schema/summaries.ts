import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt } from './columns';
import { activityRef } from './references';

export const SUMMARY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/**
 * An ended activity's summary (活动总结), one per activity: sanitised rich text, photos and an
 * optional video (our uploads), and the walk-ins its organiser estimates beside the check-ins.
 * Reviewed like an activity; an edit returns it to review, and only approved ones are public.
 */
export const activitySummaries = pgTable(
	'activity_summaries',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		activityId: activityRef(),
		submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
		content: text('content').notNull(),
		photos: jsonb('photos').$type<string[]>().notNull(),
		video: text('video').notNull().default(''),
		walkIns: integer('walk_ins').notNull().default(0),
		status: text('status', { enum: SUMMARY_STATUSES }).notNull(),
		rejectReason: text('reject_reason').notNull().default(''),
		createdAt: createdAt(),
		updatedAt: at('updated_at').notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex('activity_summaries_activity_key').on(t.activityId),
		index('activity_summaries_status_idx').on(t.status, t.updatedAt),
	],
);

/** The summary reminders sent: one row per activity and days before the deadline, so each goes once. */
export const summaryReminders = pgTable(
	'summary_reminders',
	{
		activityId: activityRef(),
		daysBefore: integer('days_before').notNull(),
		sentAt: createdAt(),
	},
	(t) => [primaryKey({ columns: [t.activityId, t.daysBefore] })],
);
