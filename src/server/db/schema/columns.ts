import { timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every table shares: times are timestamptz, shown in Asia/Shanghai. */
export const createdAt = () =>
	timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
