import type { Db } from '../../db/types';

/** Totals from this size up are kept; smaller ones are counted on every request. */
const LARGE_TOTAL = 10_000;
const KEEP_MS = 30_000;
const MAX_KEYS = 500;

const keptByDb = new WeakMap<Db, Map<string, { until: number; value: { total: number } }>>();

/**
 * Counting a filter that matches 100,000 activities costs far more than reading the page, and a
 * total that large is shown to the visitor, not used for exact work: such totals are kept for
 * 30 seconds per database and filter (public pages may be cached for 60 anyway). Small totals,
 * which a visitor can check against the list, stay exact.
 */
export async function countWithReuse<Counts extends { total: number }>(
	db: Db,
	key: string,
	read: () => Promise<Counts>,
): Promise<Counts> {
	let kept = keptByDb.get(db);
	if (!kept) {
		kept = new Map();
		keptByDb.set(db, kept);
	}
	const now = Date.now();
	const hit = kept.get(key);
	if (hit && hit.until > now) return hit.value as Counts;
	const value = await read();
	kept.delete(key);
	if (value.total >= LARGE_TOTAL) {
		if (kept.size >= MAX_KEYS) kept.delete(kept.keys().next().value as string);
		kept.set(key, { until: now + KEEP_MS, value });
	}
	return value;
}
