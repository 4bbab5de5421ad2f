import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { activities } from './activities';
import { at } from './columns';
import { organisations } from './organisations';

export const AWARD_KINDS = ['activity', 'organisation'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];
export const AWARD_STATUSES = ['nominated', 'confirmed'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

/**
 * The year's 优秀活动 and 优秀单位: nominated by an admin of the target's region, confirmed by a
 * national admin. One row per target and campaign year; the region is the target's, kept so that
 * queues and the public list read it without a join.
 */
export const awards = pgTable(
	'awards',
	{
		id: serial('id').primaryKey(),
		year: integer('year').notNull(),
		kind: text('kind', { enum: AWARD_KINDS }).notNull(),
		activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
		organisationId: integer('organisation_id').references(() => organisations.id, {
			onDelete: 'cascade',
		}),
		provinceCode: text('province_code').notNull(),
		cityCode: text('city_code').notNull().default(''),
		/** 推荐理由, shown to the confirming admin and on the public list. */
		note: text('note').notNull(),
		status: text('status', { enum: AWARD_STATUSES }).notNull().default('nominated'),
		nominatedBy: integer('nominated_by').references(() => users.id, { onDelete: 'set null' }),
		nominatedAt: at('nominated_at').notNull().defaultNow(),
		confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
		confirmedAt: at('confirmed_at'),
	},
	(t) => [
		uniqueIndex('awards_activity_once_a_year')
			.on(t.year, t.activityId)
			.where(sql`${t.kind} = 'activity'`),
		uniqueIndex('awards_organisation_once_a_year')
			.on(t.year, t.organisationId)
			.where(sql`${t.kind} = 'organisation'`),
		index('awards_year_status_idx').on(t.year, t.status, t.provinceCode),
	],
);
