import { createCache } from './caches';

/**
 * HTML of page parts that follow from their inputs alone, by a key that names those inputs. The
 * same activity's card is on the home page, in many lists and filter combinations and on both
 * layouts, and every page rendered on a cache miss rendered it again (docs/benchmarks.md). The 600
 * last used (about 1.5 MB) are kept for ten minutes. A key names everything its HTML shows, so a
 * write that changes an activity changes the key instead; only a change to everything forgets them.
 */
const fragments = createCache<string>({
	ttlMs: 600_000,
	maxEntries: 600,
	staleAfter: () => false,
});

/** The HTML kept for `key`, or what `render` makes of it, kept for the next page that asks. */
export function renderedOnce(key: string, render: () => Promise<string>): Promise<string> {
	return fragments.get(key, render);
}
