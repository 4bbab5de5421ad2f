import type { ActivityDetail } from '../../../lib/api/types';
import { ShortLivedValues } from '../../cache/short-lived';
import type { Db } from '../../db/types';
import { getActivityDetail } from './detail';

/**
 * What visitors without a session get of an activity, read once per DETAIL_TTL_MS and database:
 * the detail page of a popular activity is asked for by every visitor who opens it, and the public
 * page itself is kept as long (`publicPages`). Every API write forgets them (`forgetAll`).
 */
const DETAIL_TTL_MS = 2_000;
const DETAIL_ENTRIES = 1_000;

export const publicDetails = new ShortLivedValues<ActivityDetail | null>(
	DETAIL_TTL_MS,
	DETAIL_ENTRIES,
);

const numberOfDb = new WeakMap<Db, number>();
let databasesSeen = 0;

function keyOf(db: Db, id: number): string {
	let number = numberOfDb.get(db);
	if (number === undefined) {
		databasesSeen += 1;
		number = databasesSeen;
		numberOfDb.set(db, number);
	}
	return `${number}:${id}`;
}

export function getPublicActivityDetail(
	db: Db,
	id: number,
	now = new Date(),
): Promise<ActivityDetail | null> {
	return publicDetails.get(keyOf(db, id), () => getActivityDetail(db, id, null, now));
}
