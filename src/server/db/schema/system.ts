import { sql } from 'drizzle-orm';
import {
	bigint,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { at, createdAt } from './columns';

export const analyticsEvents = pgTable(
	'analytics_events',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		project: text('project').notNull().default('default'),
		event: text('event').notNull(),
		distinctId: text('distinct_id').notNull().default(''),
		properties: jsonb('properties').notNull(),
		receivedAt: createdAt(),
	},
	(t) => [
		index('analytics_events_event_idx').on(t.event, t.receivedAt),
		index('analytics_events_received_idx').on(t.receivedAt),
	],
);

export const settings = pgTable('settings', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
});

/**
 * Daily counts of analytics events, kept after the raw events expire: one row per Asia/Shanghai
 * day, project, event and the page's type, activity and province (empty when the event has none).
 */
export const analyticsDaily = pgTable(
	'analytics_daily',
	{
		day: date('day', { mode: 'string' }).notNull(),
		project: text('project').notNull(),
		event: text('event').notNull(),
		pageType: text('page_type').notNull().default(''),
		activityId: text('activity_id').notNull().default(''),
		province: text('province').notNull().default(''),
		events: integer('events').notNull(),
	},
	(t) => [
		uniqueIndex('analytics_daily_key').on(
			t.day,
			t.project,
			t.event,
			t.pageType,
			t.activityId,
			t.province,
		),
		// An activity's views per day, for its organiser.
		index('analytics_daily_activity_idx').on(t.activityId, t.day).where(sql`${t.activityId} <> ''`),
	],
);

/** ALTCHA challenges whose solution was used (by the challenge's HMAC signature), until they expire. */
export const captchaSpent = pgTable(
	'captcha_spent',
	{
		signature: text('signature').primaryKey(),
		expiresAt: at('expires_at').notNull(),
	},
	(t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);

/**
 * Visitors already counted in an activity's view_count, until their window passes
 * (services/activities/view-count.ts): one view per visitor and activity in the window.
 */
export const countedViews = pgTable(
	'counted_views',
	{
		activityId: integer('activity_id')
			.notNull()
			.references(() => activities.id, { onDelete: 'cascade' }),
		visitor: text('visitor').notNull(),
		countedAt: at('counted_at').notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.activityId, t.visitor] }),
		index('counted_views_counted_idx').on(t.countedAt),
	],
);

/**
 * WeChat's access token and jsapi_ticket per 公众号 (`kind`), until they expire: every server
 * sharing the database signs with the same ticket and asks WeChat for a new one only when it runs
 * out (src/server/wechat/credentials.ts).
 */
export const wechatCredentials = pgTable(
	'wechat_credentials',
	{
		appId: text('app_id').notNull(),
		kind: text('kind').notNull(),
		value: text('value').notNull(),
		expiresAt: at('expires_at').notNull(),
	},
	(t) => [primaryKey({ columns: [t.appId, t.kind] })],
);
