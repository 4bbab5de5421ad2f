import type { ActivityDetail } from '../../../lib/api/activity-types';
import { createCache, databaseKey } from '../../cache/caches';
import { activityOf } from '../../cache/changes';
import type { Db } from '../../db/types';
import { getActivityDetail } from './detail';

/**
 * What visitors without a session get of an activity, read once per DETAIL_TTL_MS and database:
 * the detail page of a popular activity is asked for by every visitor who opens it, and the public
 * page itself is kept as long (`publicPages`). A write to the activity forgets it, as does one to
 * the lists that names no activity.
 */
const DETAIL_TTL_MS = 2_000;
const DETAIL_ENTRIES = 1_000;

const publicDetails = createCache<ActivityDetail | null>({
	ttlMs: DETAIL_TTL_MS,
	maxEntries: DETAIL_ENTRIES,
	staleAfter: (change, key) => {
		const id = activityOf(change);
		return id === null || key.endsWith(`:${id}`);
	},
});

export function getPublicActivityDetail(
	db: Db,
	id: number,
	now = new Date(),
): Promise<ActivityDetail | null> {
	return publicDetails.get(`${databaseKey(db)}:${id}`, () => getActivityDetail(db, id, null, now));
}
