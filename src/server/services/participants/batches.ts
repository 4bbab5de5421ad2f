import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/types';
import { type ParticipantFilter, type ParticipantRow, readParticipants } from './query';

/** Rows per read: small enough to keep memory flat, large enough that reads stay few. */
const EXPORT_BATCH_ROWS = 500;

/**
 * The whole list, a keyset page at a time (never one big array). Between pages the event loop
 * turns once, so other requests are served while an export runs.
 */
export async function* readParticipantBatches(
	db: Db,
	filter: ParticipantFilter,
	batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<ParticipantRow[]> {
	let afterId: number | undefined;
	for (;;) {
		const rows = await readParticipants(db, filter, {
			limit: batchRows,
			...(afterId === undefined ? {} : { afterId }),
		});
		if (rows.length > 0) yield rows;
		if (rows.length < batchRows) return;
		afterId = rows[rows.length - 1]?.id;
		await nextTurn();
	}
}
