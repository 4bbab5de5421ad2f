import { z } from 'zod/mini';
import {
	escalateSchema,
	reviewHistorySchema,
	reviewQueueSchema,
} from '../../../lib/validation/admin';
import { reviewSchema } from '../../../lib/validation/common';
import { optionalText } from '../../../lib/validation/fields';
import { regionRecord } from '../../access/record';
import { requireRegion } from '../../access/require';
import type { Db } from '../../db/types';
import { withScreeningHits } from '../../screening/hold';
import { queueAfterEdit } from '../../services/activities/publish';
import { listPendingActivities, reviewActivity } from '../../services/activities/review';
import { adminScopeInfo } from '../../services/admin-users/scope-info';
import { auditRegionOf } from '../../services/audit/list';
import { requireActivityInScope } from '../../services/review/activity-scope';
import { escalateActivity } from '../../services/review/escalate';
import { listReviewDecisions } from '../../services/review/history';
import { countReviewQueueByRegion } from '../../services/review/queue-counts';
import { queueCondition } from '../../services/review/queue-scope';
import { releaseUploads } from '../../storage/release-uploads';
import { uploadUrlsOf } from '../../storage/upload-urls';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput, requireSession } from '../context';

export async function getAdminScope(context: ApiContext) {
	return adminScopeInfo(requireSession(context));
}

/** The admin's own queue (docs/campaign-rules.md, "Delegated review"), with counts by region. */
export async function getReviewList(context: ApiContext) {
	const { actor, filter } = adminActor(context);
	const { region_code, escalated, keyword, ...paging } = parseInput(
		reviewQueueSchema,
		context.input,
	);
	if (region_code) requireRegion(actor, 'administer', regionRecord(region_code));
	const queue = queueCondition(filter, {
		regionCode: region_code,
		escalatedOnly: escalated === 1,
		keyword,
	});
	const page = await listPendingActivities(context.db, paging, context.now, queue);
	return {
		...(await withScreeningHits(context.db, 'activity', page)),
		scope: adminScopeInfo(requireSession(context)),
		regions: await countReviewQueueByRegion(context.db, filter, context.now),
	};
}

/** Past decisions inside the admin's region, newest first. */
export async function getReviewHistory(context: ApiContext) {
	const { filter } = adminActor(context);
	const input = parseInput(reviewHistorySchema, context.input);
	return listReviewDecisions(context.db, { ...input, region: auditRegionOf(filter) });
}

/** `edit_version` names the edit the reviewer read, so that one replaced meanwhile is not decided unseen. */
const activityReviewSchema = z.extend(reviewSchema, {
	edit_version: optionalText('修改版本', 40),
});

export async function reviewActivityHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const input = parseInput(activityReviewSchema, context.input);
	const { id, decision, reason } = input;
	const { region } = await requireActivityInScope(context.db, actor, id, 'review');
	const shownBefore = await uploadUrlsOf(context.db, id);
	const { changeId } = await audited(
		context,
		{ action: `activity.${decision}`, target: { type: 'activity', id }, reason, region },
		(tx) =>
			reviewActivity(tx, {
				id,
				decision,
				reason,
				editVersion: input.edit_version,
				now: context.now,
			}),
	);
	// An approved activity's reminders are planned now rather than at the next sweep, and an approved
	// edit's change notices sent.
	if (decision === 'approve') await queueAfterEdit(context.deps.jobs, id, changeId);
	// A cover or picture an approved edit replaced is deleted once nothing shows it.
	await releaseUploads(context.db, context.deps.storage, shownBefore);
	return null;
}

export async function escalateHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const { id, note } = parseInput(escalateSchema, context.input);
	await audited(
		context,
		(result) => ({
			action: 'activity.escalate',
			target: { type: 'activity', id },
			reason: note,
			detail: result.level === 'province' ? '上报至省级' : '上报至全国',
			region: result.region,
		}),
		(tx: Db) => escalateActivity(tx, { id, note, actor, now: context.now }),
	);
	return null;
}
