/** Excel opens a CSV as UTF-8 (and shows Chinese text) only behind this byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/** One RFC 4180 line: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvLine(cells: readonly string[]): string {
	return `${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')}\r\n`;
}
