import { integer } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { activities } from './activities';

/** Foreign keys that remove the row with its activity or user. */
export const activityRef = () =>
	integer('activity_id')
		.notNull()
		.references(() => activities.id, { onDelete: 'cascade' });
export const userRef = () =>
	integer('user_id')
		.notNull()
		.references(() => users.id, { onDelete: 'cascade' });
