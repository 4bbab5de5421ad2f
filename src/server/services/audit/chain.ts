import { sha256Hex } from '../../auth/crypto';

/** The fields an entry's hash covers, in a fixed order; `at` to the millisecond. */
export interface ChainedFields {
	at: Date;
	actorId: number | null;
	actorRole: string;
	action: string;
	targetType: string;
	targetId: string;
	reason: string;
	ip: string;
	detail: string;
	/** The act's region; entries from before regions were recorded have '' and hash without it. */
	region: string;
	prevHash: string;
}

/** The hash before the first entry ever written. */
export const GENESIS_HASH = '';

export function hashEntry(entry: ChainedFields): string {
	return sha256Hex(
		JSON.stringify([
			entry.prevHash,
			entry.at.toISOString(),
			entry.actorId,
			entry.actorRole,
			entry.action,
			entry.targetType,
			entry.targetId,
			entry.reason,
			entry.ip,
			entry.detail,
			...(entry.region ? [entry.region] : []),
		]),
	);
}
