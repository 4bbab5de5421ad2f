import { toAddressGroup } from '../api/client-address';
import type { Db } from '../db/types';
import { decodeSensorsBeacon, storeAnalyticsEvents } from './analytics';
import type { BeaconLimiter } from './analytics-limits';

/**
 * Stores what one `/sa` beacon may store: nothing past its address's share or the server's budget
 * of the minute (analytics-limits.ts). Answers the number of events stored.
 */
export async function acceptBeacon(
	db: Db,
	limiter: BeaconLimiter,
	beacon: { fields: Record<string, string>; project: string; address: string; now: Date },
): Promise<number> {
	const { fields, project, address, now } = beacon;
	const group = toAddressGroup(address);
	if (!limiter.admitBeacon(group, now)) return 0;
	const records = decodeSensorsBeacon(fields);
	const granted = limiter.takeEvents(group, records.length, now);
	return storeAnalyticsEvents(db, project, records.slice(0, granted), now);
}
