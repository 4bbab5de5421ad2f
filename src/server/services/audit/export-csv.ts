import { formatBusinessTime } from '../../../lib/beijing-time';
import { csvLine, UTF8_BOM } from '../participants/csv';
import type { AuditRow } from './list';

const HEADER = [
	'编号',
	'时间',
	'操作人编号',
	'操作人',
	'角色',
	'操作',
	'对象类型',
	'对象编号',
	'原因',
	'说明',
	'来源地址',
];

/** A spreadsheet opens a cell starting with = + - @ as a formula; a leading quote keeps it text. */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

export function auditCsv(rows: readonly AuditRow[]): string {
	const lines = rows.map((row) =>
		csvLine(
			[
				String(row.id),
				row.at,
				row.actor_id === null ? '' : String(row.actor_id),
				row.actor_name,
				row.actor_role,
				row.action_name,
				row.target_type,
				row.target_id,
				row.reason,
				row.detail,
				row.ip,
			].map(asText),
		),
	);
	return UTF8_BOM + csvLine(HEADER) + lines.join('');
}

export function auditCsvName(now: Date): string {
	return `审计日志-${formatBusinessTime(now).slice(0, 10)}.csv`;
}
