import {
	activityViewsSchema,
	participantExportSchema,
	participantListSchema,
} from '../../../lib/validation/participants';
import { type Actor, actorOf } from '../../access/actor';
import { exportParticipants } from '../../services/participants/export';
import { listParticipantPage } from '../../services/participants/list';
import { getActivityViews } from '../../services/participants/page-views';
import { auditBeforeSending } from '../audited';
import { type ApiContext, parseInput, requireSession } from '../context';

function listViewer(context: ApiContext): Actor {
	return actorOf(requireSession(context));
}

export async function getParticipantList(context: ApiContext) {
	const query = parseInput(participantListSchema, context.input);
	return listParticipantPage(context.db, query, listViewer(context));
}

export async function getActivityViewsHandler(context: ApiContext) {
	const query = parseInput(activityViewsSchema, context.input);
	return getActivityViews(context.db, query, listViewer(context), context.now);
}

/** The file itself rather than an envelope; refusals before the first byte are still envelopes. */
export async function exportParticipantList(context: ApiContext): Promise<Response> {
	const query = parseInput(participantExportSchema, context.input);
	const file = await exportParticipants(context.db, query, listViewer(context), context.now);
	await auditBeforeSending(context, {
		action: 'participants.export',
		target: { type: 'activity', id: query.id },
		detail: `${query.tab} ${query.format}，${file.rows} 行${query.keyword ? `，搜索：${query.keyword}` : ''}`,
		region: file.region,
	});
	const headers = new Headers({
		'content-type': file.contentType,
		'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
		'x-row-count': String(file.rows),
	});
	for (const cookie of context.cookies) headers.append('set-cookie', cookie);
	return new Response(file.body, { status: 200, headers });
}
