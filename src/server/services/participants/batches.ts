import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/types';
import { type ParticipantFilter, type ParticipantRow, readParticipants } from './query';

/** Rows per read: small enough to keep memory flat, large enough that reads stay few. */
const EXPORT_BATCH_ROWS = 500;

/**
 * The whole list, a keyset page at a time (never one big array); the next page is read while the
 * current one is written. Between pages the event loop turns once, so other requests are served
 * while an export runs.
 */
export async function* readParticipantBatches(
	db: Db,
	filter: ParticipantFilter,
	batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<ParticipantRow[]> {
	const read = (afterId?: number) => {
		const rows = readParticipants(db, filter, {
			limit: batchRows,
			...(afterId === undefined ? {} : { afterId }),
		});
		// A read still running when the reader stops is dropped; its failure is nobody's to handle.
		rows.catch(() => undefined);
		return rows;
	};
	let pending = read();
	for (;;) {
		const rows = await pending;
		const last = rows.at(-1);
		const full = rows.length === batchRows && last !== undefined;
		if (full) pending = read(last.id);
		if (rows.length > 0) yield rows;
		if (!full) return;
		await nextTurn();
	}
}
