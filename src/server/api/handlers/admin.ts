import { z } from 'zod/mini';
import { pagingFields, reviewSchema } from '../../../lib/validation/common';
import { optionalText } from '../../../lib/validation/fields';
import { withScreeningHits } from '../../screening/hold';
import { queueAfterEdit } from '../../services/activities/publish';
import { listPendingActivities, reviewActivity } from '../../services/activities/review';
import { releaseUploads } from '../../storage/release-uploads';
import { uploadUrlsOf } from '../../storage/upload-urls';
import { audited } from '../audited';
import { type ApiContext, parseInput } from '../context';

export async function getReviewList(context: ApiContext) {
	const page = await listPendingActivities(
		context.db,
		parseInput(z.object(pagingFields), context.input),
		context.now,
	);
	return withScreeningHits(context.db, 'activity', page);
}

/** `edit_version` names the edit the reviewer read, so that one replaced meanwhile is not decided unseen. */
const activityReviewSchema = z.extend(reviewSchema, {
	edit_version: optionalText('修改版本', 40),
});

export async function reviewActivityHandler(context: ApiContext) {
	const input = parseInput(activityReviewSchema, context.input);
	const { id, decision, reason } = input;
	const shownBefore = await uploadUrlsOf(context.db, id);
	const { changeId } = await audited(
		context,
		{ action: `activity.${decision}`, target: { type: 'activity', id }, reason },
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
