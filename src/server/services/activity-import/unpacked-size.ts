const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end-of-directory record is 22 bytes, plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/**
 * The bytes a ZIP file (an .xlsx is one) says its entries unpack to, read from its central
 * directory without unpacking anything; null when the file is no ZIP. A few kilobytes of
 * repeated XML can claim gigabytes, which exceljs would then hold in memory.
 */
export function unpackedSize(bytes: Uint8Array): number | null {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	let end = -1;
	for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
		if (view.getUint32(at, true) === END_OF_DIRECTORY) {
			end = at;
			break;
		}
	}
	if (end < 0) return null;
	const entries = view.getUint16(end + 10, true);
	let at = view.getUint32(end + 16, true);
	let total = 0;
	for (let entry = 0; entry < entries; entry += 1) {
		if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
		const size = view.getUint32(at + 24, true);
		// ZIP64 marks a size too large for four bytes; no template comes near it.
		if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
		total += size;
		at +=
			46 +
			view.getUint16(at + 28, true) +
			view.getUint16(at + 30, true) +
			view.getUint16(at + 32, true);
	}
	return total;
}
