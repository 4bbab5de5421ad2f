import { request } from './http';
import type {
	ActivityViews,
	ExportFormat,
	ParticipantListQuery,
	ParticipantPage,
	ParticipantTab,
} from './participant-types';
import { type DownloadedFile, type DownloadProgress, downloadApiFile } from './stream-download';

/** One page of an activity's registrations, waitlist or check-ins (owner or admin). */
export function getParticipantList(query: ParticipantListQuery): Promise<ParticipantPage> {
	return request<ParticipantPage>('/activity/getParticipantList', { data: { ...query } });
}

/** The activity's page views per day (owner or admin). */
export function getActivityViews(id: number, days?: number): Promise<ActivityViews> {
	return request<ActivityViews>('/activity/getActivityViews', { data: { id, days } });
}

export interface ParticipantExportQuery {
	id: number;
	tab: ParticipantTab;
	keyword?: string;
	format: ExportFormat;
}

/** Streams the list as a CSV or XLSX file, reporting bytes (and CSV rows) as they arrive. */
export function exportParticipantList(
	query: ParticipantExportQuery,
	onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
	return downloadApiFile(
		'/activity/exportParticipantList',
		{ ...query },
		onProgress,
		query.format === 'csv',
	);
}

/** Marks a registration a 志愿者 with the hours served; 0 unmarks it (the activity's holders). */
export function markVolunteer(body: {
	id: number;
	registration_id: number;
	hours: number;
}): Promise<{ registration_id: number; volunteer_hours: number | null }> {
	return request('/activity/markVolunteer', { data: { ...body }, json: true });
}
