import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { activities } from './activities';
import { createdAt } from './columns';

/** A visitor's report (举报) of a public activity; one per person, activity and Beijing day. */
export const activityReports = pgTable(
	'activity_reports',
	{
		id: serial('id').primaryKey(),
		activityId: integer('activity_id')
			.notNull()
			.references(() => activities.id, { onDelete: 'cascade' }),
		reporterId: integer('reporter_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		category: text('category').notNull(),
		reason: text('reason').notNull(),
		/** Screening found a listed term in the reason. */
		flagged: boolean('flagged').notNull().default(false),
		reportDay: date('report_day').notNull(),
		outcome: text('outcome', { enum: ['open', 'dismissed', 'taken_down'] })
			.notNull()
			.default('open'),
		createdAt: createdAt(),
	},
	(t) => [
		unique('activity_reports_once_a_day').on(t.activityId, t.reporterId, t.reportDay),
		index('activity_reports_open_idx')
			.on(t.activityId, t.createdAt)
			.where(sql`${t.outcome} = 'open'`),
	],
);
