import JSZip from 'jszip';
import { csvLine, UTF8_BOM } from '../participants/csv';
import type { MyData } from './collect';

function cellText(value: unknown): string {
	if (value === null || value === undefined) return '';
	if (value instanceof Date) return value.toISOString();
	if (typeof value === 'object') return JSON.stringify(value);
	return String(value);
}

/** One section as CSV: a header of the columns its rows have, then a line a row. */
function sectionCsv(rows: Record<string, unknown>[]): string {
	const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
	const lines = rows.map((row) => csvLine(columns.map((column) => cellText(row[column]))));
	return UTF8_BOM + csvLine(columns) + lines.join('');
}

export function myDataArchiveName(now: Date): string {
	return `my-data-${now.toISOString().slice(0, 10)}.zip`;
}

/** `my-data.json` with every section, and one CSV a section, with a note of who asked and when. */
export async function buildMyDataArchive(data: MyData, now: Date): Promise<ArrayBuffer> {
	const zip = new JSZip();
	const exportedAt = now.toISOString();
	zip.file('my-data.json', JSON.stringify({ exported_at: exportedAt, ...data }, null, 2));
	for (const [section, rows] of Object.entries(data)) {
		zip.file(`${section}.csv`, sectionCsv(rows));
	}
	zip.file(
		'README.txt',
		`本压缩包是账号 ${String(data.account[0]?.id ?? '')} 于 ${exportedAt} 导出的本人数据。\r\n` +
			'my-data.json 含全部内容；每个 .csv 文件是其中一部分，可用 Excel 打开。\r\n' +
			'sessions 只列出登录的时间、地址与设备，不含登录凭证。\r\n',
	);
	return zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' });
}
