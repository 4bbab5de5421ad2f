import { createCache, databaseKey } from '../../cache/caches';
import type { Db } from '../../db/types';

/** Totals from this size up are kept; smaller ones are counted on every request. */
const LARGE_TOTAL = 10_000;
const KEEP_MS = 30_000;
const MAX_KEYS = 500;

const largeCounts = createCache<{ total: number }>({
	ttlMs: KEEP_MS,
	maxEntries: MAX_KEYS,
	shouldKeep: (counts) => counts.total >= LARGE_TOTAL,
	// How many activities match a filter changes with the lists, not with one activity's figures.
	staleAfter: (change) => change.kind !== 'activity',
});

/**
 * Counting a filter that matches 100,000 activities costs far more than reading the page, and a
 * total that large is shown to the visitor, not used for exact work: such totals are kept for
 * 30 seconds per database and filter (public pages may be cached for 60 anyway), or until the
 * lists change. Small totals,
 * which a visitor can check against the list, stay exact.
 */
export async function countWithReuse<Counts extends { total: number }>(
	db: Db,
	key: string,
	read: () => Promise<Counts>,
): Promise<Counts> {
	return (await largeCounts.get(`${databaseKey(db)} ${key}`, read)) as Counts;
}
