import type { PublicFiguresLoad } from '../../../lib/api/stats-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { createCache, databaseKey } from '../../cache/caches';
import type { Db } from '../../db/types';
import { publicFigures } from './public-figures';

/** The figures are the same for every visitor: read once per this long, forgotten on every write. */
const KEEP_MS = 10_000;
const kept = createCache<PublicFiguresLoad>({ ttlMs: KEEP_MS, maxEntries: 10 });

/** The public figures, or null when the database could not answer (the page then says so). */
export async function loadPublicFigures(db: () => Promise<Db>): Promise<PublicFiguresLoad | null> {
	try {
		const opened = await db();
		return await kept.get(String(databaseKey(opened)), async () => ({
			figures: await publicFigures(opened),
			updatedAt: formatBusinessTime(new Date()),
		}));
	} catch (error) {
		console.error('[figures] reading the public figures failed:', error);
		return null;
	}
}
