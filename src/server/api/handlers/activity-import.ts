import type { ImportResult } from '../../../lib/api/activity-types';
import { publishAsSchema } from '../../../lib/validation/organisation';
import { actorOf } from '../../access/actor';
import { recordScreening } from '../../screening/hold';
import { ownHostsOf } from '../../security/own-api-links';
import { createActivities } from '../../services/activities/create';
import { assertPublishOpen } from '../../services/activities/publish';
import { type CheckedRow, checkImportRow } from '../../services/activity-import/check-row';
import { IMPORT_MAX_MEGABYTES, readImportRows } from '../../services/activity-import/read-workbook';
import { buildImportTemplate } from '../../services/activity-import/template';
import { organisationToPublishAs } from '../../services/organisations/publish-as';
import { type ApiContext, parseInput, requireSession } from '../context';
import { fail } from '../errors';
import { readMultipart } from '../read-body';
import { reviewModeFor, screenActivityDrafts } from '../screening';

const MEGABYTE = 1024 * 1024;
/** The file's limit and room for the multipart framing around it. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_MEGABYTES * MEGABYTE + 64 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function fileAnswer(
	context: ApiContext,
	bytes: Uint8Array<ArrayBuffer>,
	fileName: string,
): Response {
	const headers = new Headers({
		'content-type': XLSX_TYPE,
		'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
	});
	for (const cookie of context.cookies) headers.append('set-cookie', cookie);
	return new Response(bytes, { status: 200, headers });
}

/** The XLSX template of bulk publishing. */
export async function getImportTemplate(context: ApiContext): Promise<Response> {
	requireSession(context);
	return fileAnswer(context, await buildImportTemplate(), '批量发布活动模板.xlsx');
}

async function readUpload(context: ApiContext) {
	const form = await readMultipart(context.request, IMPORT_BODY_LIMIT);
	const file = form.get('file');
	if (!(file instanceof File)) throw fail.badInput('请选择要导入的 XLSX 文件（字段 file）');
	if (file.size > IMPORT_MAX_MEGABYTES * MEGABYTE) {
		throw fail.badInput(`文件过大：请上传不超过 ${IMPORT_MAX_MEGABYTES} MB 的 XLSX 文件`);
	}
	const chosen = form.get('organisation_id');
	return {
		bytes: new Uint8Array(await file.arrayBuffer()),
		saveValid: form.get('save') === 'valid',
		organisation: parseInput(publishAsSchema, chosen ? { organisation_id: chosen } : {})
			.organisation_id,
	};
}

/**
 * Bulk publishing from the template, as the organisation chosen (`organisation_id`), else the
 * person's only one, else each row's own of its organiser as addActivity: every row is checked by
 * addActivity's rules first. Nothing
 * is saved while any row is wrong unless `save=valid` asks for the valid rows. The rows are then
 * screened as addActivity screens and created by the service that creates addActivity's activity
 * (createActivities), all in one transaction: a file is saved whole or not at all, so a failure
 * half way leaves nothing to find and sort out, and a file sent again within the resubmit window
 * answers with the activities it made the first time.
 */
export async function importActivities(context: ApiContext): Promise<ImportResult> {
	const session = requireSession(context);
	assertPublishOpen(context.config.publishCutoff, context.now);
	const { bytes, saveValid, organisation } = await readUpload(context);
	// As the publish form does: the organisation chosen, else the person's only one.
	const actor = actorOf(session);
	const [only, ...others] = actor.memberships;
	const organisationOf = await organisationToPublishAs(context.db, {
		actor,
		chosen: organisation ?? (only && others.length === 0 ? only.organisationId : undefined),
	});
	const rows = await readImportRows(bytes);
	const rules = {
		campaignWindow: context.config.campaignWindow,
		ownHosts: ownHostsOf(context.config),
		now: context.now,
	};
	const checked: CheckedRow[] = [];
	for (const row of rows) checked.push(await checkImportRow(context.db, row, rules));
	const problems = checked.flatMap((item) =>
		(item.problems ?? []).map((problem) => ({ row: item.row, ...problem })),
	);
	const valid = checked.flatMap((item) =>
		item.draft ? [{ row: item.row, draft: item.draft }] : [],
	);
	const answer = { rows: rows.length, valid: valid.length, problems };
	if (valid.length === 0 || (problems.length > 0 && !saveValid)) {
		return { ...answer, saved: 0, activities: [] };
	}
	const hitsOf = await screenActivityDrafts(
		context,
		valid.map((item) => item.draft),
	);
	const screened = valid.map((item, index) => ({ ...item, hits: hitsOf[index] ?? [] }));
	const activities = await context.db.transaction(async (tx) => {
		const saved = await createActivities(tx, {
			ownerId: session.userId,
			organisationOf,
			items: screened.map(({ draft, hits }) => ({
				draft,
				reviewMode: reviewModeFor(context, hits),
			})),
			now: context.now,
		});
		for (const [index, { hits }] of screened.entries()) {
			const id = saved[index]?.id;
			if (hits.length === 0 || id === undefined) continue;
			await recordScreening(tx, { type: 'activity', id, activityId: id }, session.userId, hits);
		}
		return saved.map((activity, index) => ({ row: screened[index]?.row ?? 0, ...activity }));
	});
	// Reminders are left to the job runner's sweep, which finds new activities within minutes:
	// a thousand queue calls would double the import's time.
	return { ...answer, saved: activities.length, activities };
}
