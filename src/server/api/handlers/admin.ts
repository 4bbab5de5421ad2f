import { z } from 'zod/mini';
import { pagingFields, reviewSchema } from '../../../lib/validation/common';
import { withScreeningHits } from '../../screening/hold';
import { queueAfterEdit } from '../../services/activities/publish';
import { listPendingActivities, reviewActivity } from '../../services/activities/review';
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

export async function reviewActivityHandler(context: ApiContext) {
	const { id, decision, reason } = parseInput(reviewSchema, context.input);
	await audited(
		context,
		{ action: `activity.${decision}`, target: { type: 'activity', id }, reason },
		(tx) => reviewActivity(tx, { id, decision, reason, now: context.now }),
	);
	// An approved activity's reminders are planned now rather than at the next sweep.
	if (decision === 'approve') await queueAfterEdit(context.deps.jobs, id);
	return null;
}
