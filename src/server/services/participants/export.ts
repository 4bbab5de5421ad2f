import { eq } from 'drizzle-orm';
import type { ExportFormat, ParticipantTab } from '../../../lib/api/participant-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { Actor } from '../../access/actor';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { loadManagedActivity } from './access';
import { readParticipantBatches } from './batches';
import { createCsvStream } from './export-csv';
import { createXlsxStream } from './export-xlsx';
import { countParticipants } from './query';

const TAB_NAMES: Record<ParticipantTab, string> = {
	joined: '报名名单',
	waitlist: '候补名单',
	checkedin: '签到名单',
};

const EXPORT_TYPES: Record<ExportFormat, string> = {
	csv: 'text/csv; charset=utf-8',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ParticipantExport {
	body: ReadableStream<Uint8Array>;
	fileName: string;
	contentType: string;
	/** The rows the file will hold, for the page's progress. */
	rows: number;
	/** The activity's region code, for the audit log. */
	region: string;
}

/** Characters a file name may not hold on Windows, macOS or Linux. */
const UNSAFE_NAME = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * An activity's list as a CSV or XLSX stream, for its owner or an admin; the file's name and first
 * row name the list and the search it holds, and the row also who exported it and when, so that a
 * copy found later tells whose it was. Checked and counted before
 * the first byte, so refusals are still envelopes; phone numbers are in full only for the owner.
 */
export async function exportParticipants(
	db: Db,
	query: { id: number; tab: ParticipantTab; keyword: string; format: ExportFormat },
	actor: Actor,
	now: Date,
): Promise<ParticipantExport> {
	const activity = await loadManagedActivity(db, query.id, actor, 'export-participants');
	const filter = {
		activityId: activity.id,
		tab: query.tab,
		keyword: query.keyword,
		fullMobiles: activity.fullMobiles,
	};
	const rows = await countParticipants(db, filter);
	const batches = readParticipantBatches(db, filter);
	const stamp = formatBusinessTime(now).slice(0, 10);
	const title = activity.title.replace(UNSAFE_NAME, '').slice(0, 40);
	const keyword = query.keyword.replace(UNSAFE_NAME, '').slice(0, 20);
	const [exporter] = await db
		.select({ showName: users.showName })
		.from(users)
		.where(eq(users.id, actor.userId));
	const heading = [
		`筛选条件：活动: ${activity.title}`,
		`名单: ${TAB_NAMES[query.tab]}`,
		`搜索: ${query.keyword || '不限'}`,
		`导出人: ${exporter?.showName ?? ''}（ID ${actor.userId}）`,
		`导出时间: ${formatBusinessTime(now)}`,
	].join('；');
	return {
		body:
			query.format === 'csv'
				? createCsvStream(batches, activity.fullMobiles, heading)
				: createXlsxStream(batches, TAB_NAMES[query.tab], activity.fullMobiles, heading),
		fileName: `${[title, TAB_NAMES[query.tab], ...(keyword ? [`搜索${keyword}`] : []), stamp].join('-')}.${query.format}`,
		contentType: EXPORT_TYPES[query.format],
		rows,
		region: activity.region,
	};
}
