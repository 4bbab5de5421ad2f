import type { AfterEventFigures } from '../../../lib/api/stats-types';
import { createCache, databaseKey } from '../../cache/caches';
import type { Db } from '../../db/types';
import { afterEventFigures } from './after-event';

/** The same for every visitor: read once per this long, as the other public figures. */
const KEEP_MS = 10_000;
const kept = createCache<AfterEventFigures>({ ttlMs: KEEP_MS, maxEntries: 10 });

/** The public after-event figures, or null when the database could not answer (the section then hides). */
export async function loadAfterEventFigures(
	db: () => Promise<Db>,
): Promise<AfterEventFigures | null> {
	try {
		const opened = await db();
		return await kept.get(String(databaseKey(opened)), () => afterEventFigures(opened));
	} catch (error) {
		console.error('[figures] reading the after-event figures failed:', error);
		return null;
	}
}
