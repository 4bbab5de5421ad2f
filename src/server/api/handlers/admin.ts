import { z } from 'zod';
import { pagingFields, reviewSchema } from '../../../lib/validation/common';
import { listPendingActivities, reviewActivity } from '../../services/activities/review';
import { type ApiContext, parseInput } from '../context';

export async function getReviewList(context: ApiContext) {
	return listPendingActivities(
		context.db,
		parseInput(z.object(pagingFields), context.input),
		context.now,
	);
}

export async function reviewActivityHandler(context: ApiContext) {
	const { id, decision, reason } = parseInput(reviewSchema, context.input);
	await reviewActivity(context.db, { id, decision, reason, now: context.now });
	return null;
}
