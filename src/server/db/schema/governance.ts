import {
	bigint,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	smallint,
	text,
} from 'drizzle-orm/pg-core';
import type { ScreeningHit } from '../../../lib/api/screening-types';
import { users } from './accounts';
import { at, createdAt } from './columns';

/** Admin acts and personal-data exports, hash-chained (services/audit). UPDATE is refused by a trigger. */
export const auditLog = pgTable(
	'audit_log',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		at: at('at').notNull(),
		actorId: integer('actor_id'),
		actorRole: text('actor_role').notNull(),
		action: text('action').notNull(),
		targetType: text('target_type').notNull(),
		targetId: text('target_id').notNull(),
		reason: text('reason').notNull().default(''),
		ip: text('ip').notNull().default(''),
		detail: text('detail').notNull().default(''),
		/** The city or province code the act concerned; '' for the whole country. */
		region: text('region').notNull().default(''),
		prevHash: text('prev_hash').notNull(),
		hash: text('hash').notNull(),
	},
	(t) => [
		index('audit_log_at_idx').on(t.at),
		index('audit_log_action_idx').on(t.action, t.at),
		index('audit_log_actor_idx').on(t.actorId, t.at),
		index('audit_log_region_idx').on(t.region, t.at),
	],
);

/** The hash the first kept entry follows once older entries are pruned; one row at most. */
export const auditAnchor = pgTable('audit_anchor', {
	id: smallint('id').primaryKey().default(1),
	lastPrunedId: bigint('last_pruned_id', { mode: 'number' }).notNull(),
	hash: text('hash').notNull(),
	prunedAt: at('pruned_at').notNull(),
});

/** Terms admins add in the console; the operators' file (CONTENT_BLOCKLIST) is read beside them. */
export const screeningTerms = pgTable('screening_terms', {
	id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
	term: text('term').notNull(),
	normalised: text('normalised').notNull().unique(),
	addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
	createdAt: createdAt(),
});

/** What screening found in an activity, a material or a summary held for review by it. */
export const screeningHits = pgTable(
	'screening_hits',
	{
		targetType: text('target_type').$type<'activity' | 'material' | 'summary'>().notNull(),
		targetId: integer('target_id').notNull(),
		hits: jsonb('hits').$type<ScreeningHit[]>().notNull(),
		createdAt: createdAt(),
	},
	(t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);

/** Wrong login codes in a row per number; the fifth locks it until `locked_until`. */
export const loginLockouts = pgTable('login_lockouts', {
	mobile: text('mobile').primaryKey(),
	failures: smallint('failures').notNull().default(0),
	lockedUntil: at('locked_until'),
});
