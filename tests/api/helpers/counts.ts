import { count } from 'drizzle-orm';
import * as schema from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/types';

const TABLES = {
	users: schema.users,
	activities: schema.activities,
	joins: schema.joins,
	collects: schema.collects,
	thumbs: schema.thumbs,
	materials: schema.materials,
	messages: schema.messages,
} as const;

/** Row counts of the tables that writes touch, to prove that a refused request wrote nothing. */
export async function countRows(db: Db): Promise<Record<keyof typeof TABLES, number>> {
	const entries = await Promise.all(
		Object.entries(TABLES).map(async ([name, table]) => {
			const [row] = await db.select({ n: count() }).from(table);
			return [name, row?.n ?? 0] as const;
		}),
	);
	return Object.fromEntries(entries) as Record<keyof typeof TABLES, number>;
}
