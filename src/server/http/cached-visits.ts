import { getServerConfig } from '../config';
import { getDb } from '../db/instance';
import { countCachedDetailView } from '../services/browse/detail-loader';
import { visitorOfRequest } from './visitor';

/** Does for a page served from the page cache what its render would have done on the side. */
export function recordCachedPageVisit(
	url: URL,
	headers: Pick<Headers, 'get'>,
	socketAddress: string,
): void {
	const visitor = visitorOfRequest(headers, socketAddress, null, getServerConfig().trustedProxies);
	getDb()
		.then((db) => countCachedDetailView(db, url, visitor))
		.catch((error: unknown) => console.error('[page-cache] view count', error));
}
