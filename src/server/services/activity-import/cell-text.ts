import type { CellValue } from 'exceljs';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell as Beijing wall-clock text. Excel stores no zone: exceljs reads a date cell as the
 * UTC instant of its wall-clock figures, so the UTC fields are what the person typed.
 */
function dateText(date: Date): string {
	const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
	return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** What a cell shows, as trimmed text: rich text joined, a formula's result, a date in Beijing time. */
export function cellText(value: CellValue): string {
	if (value === null || value === undefined) return '';
	if (value instanceof Date) return dateText(value);
	if (typeof value !== 'object') return String(value).trim();
	if ('richText' in value)
		return value.richText
			.map((run) => run.text)
			.join('')
			.trim();
	if ('result' in value) return cellText((value.result ?? null) as CellValue);
	if ('text' in value) return String(value.text).trim();
	return '';
}
