import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
	(t) => [index('analytics_events_event_idx').on(t.event, t.receivedAt)],
);

export const settings = pgTable('settings', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
});
