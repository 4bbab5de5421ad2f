import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { SMS_NOTICE_KINDS, SMS_NOTICE_OUTCOMES } from '../../sms/notice-kinds';
import { at, createdAt } from './columns';
import { messages } from './engagement';
import { activityRef, userRef } from './references';

/**
 * One row per reminder sent, written in the transaction that writes its 站内信: the key makes the
 * same reminder (activity, person, offset, start time) impossible to send twice.
 */
export const reminderDeliveries = pgTable(
	'reminder_deliveries',
	{
		activityId: activityRef(),
		userId: userRef(),
		offsetSeconds: integer('offset_seconds').notNull(),
		startAt: at('start_at').notNull(),
		sentAt: at('sent_at').notNull().defaultNow(),
	},
	(t) => [
		primaryKey({
			name: 'reminder_deliveries_pkey',
			columns: [t.activityId, t.userId, t.offsetSeconds, t.startAt],
		}),
		index('reminder_deliveries_user_idx').on(t.userId),
	],
);

/** What an edit changed, old → new, as its change notice says it. */
export interface ActivityChange {
	/** 时间, 地点 or 线上链接. */
	label: string;
	from: string;
	to: string;
}

/**
 * An edit of the time, place or online link of an activity people had joined; `notifiedAt` is set
 * in the transaction that writes its notices, so they go out once.
 */
export const activityChanges = pgTable(
	'activity_changes',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		activityId: activityRef(),
		changes: jsonb('changes').$type<ActivityChange[]>().notNull(),
		createdAt: createdAt(),
		notifiedAt: at('notified_at'),
	},
	(t) => [
		index('activity_changes_pending_idx').on(t.createdAt).where(sql`${t.notifiedAt} IS NULL`),
	],
);

/**
 * The SMS copy of a promotion, change or reminder 站内信, written in the same transaction and sent
 * by the job runner (src/server/jobs/sms-notices.ts). `outcome` is null while it waits, `sending`
 * while a send holds one of the person's daily slots, then `sent` or why not.
 */
export const smsNotices = pgTable(
	'sms_notices',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		userId: userRef(),
		messageId: integer('message_id')
			.notNull()
			.references(() => messages.id, { onDelete: 'cascade' }),
		kind: text('kind', { enum: SMS_NOTICE_KINDS }).notNull(),
		params: jsonb('params').$type<Record<string, string>>().notNull(),
		createdAt: createdAt(),
		settledAt: at('settled_at'),
		outcome: text('outcome', { enum: SMS_NOTICE_OUTCOMES }),
		detail: text('detail').notNull().default(''),
	},
	(t) => [
		index('sms_notices_pending_idx').on(t.id).where(sql`${t.settledAt} IS NULL`),
		index('sms_notices_user_sent_idx')
			.on(t.userId, t.settledAt)
			.where(sql`${t.outcome} IN ('sending', 'sent')`),
	],
);
