import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { EXPORT_HEADERS, toExportCells } from './cells';
import type { ParticipantRow } from './query';

/** Bytes the reader may leave unread before the writer waits: the export's memory bound. */
const OUTPUT_HIGH_WATER = 1024 * 1024;
const COLUMN_WIDTHS = [8, 14, 16, 28, 20, 10, 20];
/** Rows written between turns of the event loop, so other requests wait at most a few ms. */
const ROWS_PER_TURN = 200;

/** Resolves once the reader has taken enough of `output` (or it was closed). */
async function waitForReader(output: PassThrough): Promise<void> {
	while (!output.destroyed && output.readableLength + output.writableLength > OUTPUT_HIGH_WATER) {
		await sleep(5);
	}
}

async function writeWorkbook(
	output: PassThrough,
	batches: AsyncIterable<ParticipantRow[]>,
	sheetName: string,
	fullMobile: boolean,
	heading: string,
): Promise<void> {
	const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
		stream: output,
		useStyles: false,
		useSharedStrings: false,
	});
	const sheet = workbook.addWorksheet(sheetName);
	sheet.columns = EXPORT_HEADERS.map((_, index) => ({ width: COLUMN_WIDTHS[index] ?? 12 }));
	sheet.addRow([heading]).commit();
	sheet.addRow([...EXPORT_HEADERS]).commit();
	let position = 0;
	for await (const rows of batches) {
		if (output.destroyed) return;
		for (const row of rows) {
			position += 1;
			sheet.addRow(toExportCells(row, position, fullMobile)).commit();
			if (position % ROWS_PER_TURN === 0) await nextTurn();
		}
		await waitForReader(output);
	}
	sheet.commit();
	await workbook.commit();
}

/**
 * An XLSX workbook of one sheet (the filters `heading` in its first row, then the column names)
 * written by exceljs's streaming writer as `batches` arrive; the
 * writer waits whenever the reader falls a megabyte behind, so memory stays flat.
 */
export function createXlsxStream(
	batches: AsyncIterable<ParticipantRow[]>,
	sheetName: string,
	fullMobile: boolean,
	heading: string,
): ReadableStream<Uint8Array> {
	const output = new PassThrough();
	writeWorkbook(output, batches, sheetName, fullMobile, heading).catch((error: unknown) => {
		output.destroy(error instanceof Error ? error : new Error(String(error)));
	});
	return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
