import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt } from './columns';

/**
 * Every file stored through the upload API (its image width variants counted in `bytes`): whose
 * it is, for the storage quota, and when it came, for the deletion of files nothing uses.
 */
export const uploads = pgTable(
	'uploads',
	{
		/** The stored name, as in `/uploads/<name>`. */
		name: text('name').primaryKey(),
		ownerId: integer('owner_id').references(() => users.id),
		bytes: bigint('bytes', { mode: 'number' }).notNull(),
		createdAt: createdAt(),
		/** When the deletion of unused files found a row showing it; such a file is not looked at again. */
		inUseAt: at('in_use_at'),
	},
	(t) => [
		index('uploads_owner_idx').on(t.ownerId),
		index('uploads_unclaimed_idx').on(t.createdAt).where(sql`${t.inUseAt} IS NULL`),
	],
);
