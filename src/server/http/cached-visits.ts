import { getDb } from '../db/instance';
import { countCachedDetailView } from '../services/browse/detail-loader';

/** Does for a page served from the page cache what its render would have done on the side. */
export function recordCachedPageVisit(url: URL): void {
	getDb()
		.then((db) => countCachedDetailView(db, url))
		.catch((error: unknown) => console.error('[page-cache] view count', error));
}
