import type { ParticipantTab } from '../../lib/api/participant-types';

/** The three lists, in the order the tabs show them. */
export const PARTICIPANT_TAB_LIST: readonly { id: ParticipantTab; label: string; empty: string }[] =
	[
		{ id: 'joined', label: '报名', empty: '还没有人报名' },
		{ id: 'waitlist', label: '候补', empty: '候补名单是空的' },
		{ id: 'checkedin', label: '签到', empty: '还没有人签到' },
	];

/** Bytes as people read them: 980 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
	if (bytes < 1024) return `${bytes} B`;
	if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The export's progress line: rows when they can be counted (CSV), else bytes alone. */
export function describeProgress(progress: {
	bytes: number;
	rows: number | null;
	totalRows: number;
}): string {
	const size = formatBytes(progress.bytes);
	if (progress.rows === null)
		return `正在生成 Excel：已接收 ${size}（共 ${progress.totalRows} 行）`;
	return `正在导出：${Math.min(progress.rows, progress.totalRows)} / ${progress.totalRows} 行（${size}）`;
}
