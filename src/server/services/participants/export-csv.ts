import { EXPORT_HEADERS, toExportCells } from './cells';
import { csvLine, UTF8_BOM } from './csv';
import type { ParticipantRow } from './query';

/**
 * A CSV file (BOM, the line of filters `heading`, header line, rows) streamed from `batches`. The stream pulls the next batch only
 * when its reader has taken the last one, so memory stays flat whatever the list's length.
 */
export function createCsvStream(
	batches: AsyncIterator<ParticipantRow[]>,
	fullMobile: boolean,
	heading: string,
): ReadableStream<Uint8Array> {
	const encoder = new TextEncoder();
	let position = 0;
	return new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(encoder.encode(UTF8_BOM + csvLine([heading]) + csvLine(EXPORT_HEADERS)));
		},
		async pull(controller) {
			const next = await batches.next();
			if (next.done) {
				controller.close();
				return;
			}
			let text = '';
			for (const row of next.value) {
				position += 1;
				text += csvLine(toExportCells(row, position, fullMobile));
			}
			controller.enqueue(encoder.encode(text));
		},
		async cancel() {
			await batches.return?.(undefined);
		},
	});
}
