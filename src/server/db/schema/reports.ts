import { sql } from 'drizzle-orm';
import {
	boolean,
	date,
	index,
	integer,
	pgTable,
	serial,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { activities } from './activities';
import { createdAt } from './columns';
import { materials } from './engagement';

/**
 * A visitor's report (举报) of a public activity or one of its materials; one per person and
 * activity, or material, and Beijing day.
 */
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
		/** A report of one of the activity's materials; null for the activity itself. */
		materialId: integer('material_id').references(() => materials.id, { onDelete: 'cascade' }),
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
		uniqueIndex('activity_reports_once_a_day')
			.on(t.activityId, t.reporterId, t.reportDay)
			.where(sql`${t.materialId} IS NULL`),
		uniqueIndex('material_reports_once_a_day')
			.on(t.materialId, t.reporterId, t.reportDay)
			.where(sql`${t.materialId} IS NOT NULL`),
		index('activity_reports_open_idx')
			.on(t.activityId, t.createdAt)
			.where(sql`${t.outcome} = 'open'`),
	],
);
