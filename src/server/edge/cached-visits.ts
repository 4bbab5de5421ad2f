import { resolveSession } from '../auth/resolve-session';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie';
import { getServerConfig } from '../config';
import { getDb } from '../db/instance';
import { countActivityView } from '../services/activities/view-count';
import { detailPageActivityId } from '../services/browse/detail-loader';
import { visitorOfRequest } from './visitor';

async function countDetailView(
	activityId: number,
	headers: Pick<Headers, 'get'>,
	socketAddress: string,
): Promise<void> {
	// A signed-in reader counts once as a person, as the page's render counts them.
	const token = readCookie(headers.get('cookie'), SESSION_COOKIE);
	const session = token ? await resolveSession(token) : null;
	const visitor = visitorOfRequest(
		headers,
		socketAddress,
		session,
		getServerConfig().trustedProxies,
	);
	await countActivityView(await getDb(), { activityId, visitor, at: new Date() });
}

/**
 * Does for a page served from the page cache what its render would have done on the side, after
 * the answer has gone: a detail page counts a view of its activity.
 */
export function recordCachedPageVisit(
	url: URL,
	headers: Pick<Headers, 'get'>,
	socketAddress: string,
): void {
	const activityId = detailPageActivityId(url);
	if (activityId === null) return;
	countDetailView(activityId, headers, socketAddress).catch((error: unknown) =>
		console.error('[page-cache] view count', error),
	);
}
