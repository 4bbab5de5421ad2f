import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { settings } from '../db/schema';
import type { Db } from '../db/types';
import { createRandomToken } from './crypto';

const cache = new WeakMap<Db, string>();

/**
 * SESSION_SECRET, or one generated once and kept in the database, so that every server sharing the
 * database derives the same signs. Production must set it.
 */
export async function getSessionSecret(db: Db, config: ServerConfig): Promise<string> {
	if (config.sessionSecret) return config.sessionSecret;
	if (config.isProduction) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
	const cached = cache.get(db);
	if (cached) return cached;
	await db
		.insert(settings)
		.values({ key: 'session_secret', value: createRandomToken() })
		.onConflictDoNothing();
	const [row] = await db.select().from(settings).where(eq(settings.key, 'session_secret'));
	if (!row) throw new Error('session secret missing after insert');
	cache.set(db, row.value);
	return row.value;
}
