import { z } from 'zod/mini';
import { idSchema, pagingFields, reviewSchema } from '../../../lib/validation/common';
import { idField } from '../../../lib/validation/fields';
import { SUMMARY_MIN_CHARS, submitSummarySchema } from '../../../lib/validation/summary';
import { countVisible } from '../../../lib/validation/visible-text';
import { actorOf } from '../../access/actor';
import { recordScreening, withScreeningHits } from '../../screening/hold';
import { visibleTextOf } from '../../screening/screen';
import { ownHostsOf, refuseOwnApiLinksInHtml } from '../../security/own-api-links';
import { sanitizeRichText } from '../../services/activities/sanitize';
import { requireActivityInScope } from '../../services/review/activity-scope';
import { inRegion } from '../../services/review/queue-scope';
import {
	activityOfSummary,
	listSummariesForReview,
	reviewSummary,
} from '../../services/summaries/review';
import { approvedSummary, submitSummary, summaryEditor } from '../../services/summaries/submit';
import { releaseUploads } from '../../storage/release-uploads';
import { summaryUploadUrlsOf } from '../../storage/upload-urls';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput, requireSession } from '../context';
import { fail } from '../errors';
import { heldFields, reviewModeFor, screenSummaryText } from '../screening';

export async function getSummaryEditor(context: ApiContext) {
	const { id } = parseInput(idSchema, context.input);
	const session = requireSession(context);
	return summaryEditor(context.db, {
		activityId: id,
		actor: actorOf(session),
		now: context.now,
		deadline: context.config.summaryDeadline,
	});
}

export async function submitSummaryHandler(context: ApiContext) {
	const input = parseInput(submitSummarySchema, context.input);
	const session = requireSession(context);
	refuseOwnApiLinksInHtml('总结内容', input.content, ownHostsOf(context.config));
	const content = sanitizeRichText(input.content);
	if (countVisible(visibleTextOf(content).trim()) < SUMMARY_MIN_CHARS) {
		throw fail.badInput(`总结内容至少 ${SUMMARY_MIN_CHARS} 个字`);
	}
	const hits = await screenSummaryText(context, content);
	const shownBefore = await summaryUploadUrlsOf(context.db, input.id);
	const summary = await submitSummary(context.db, {
		activityId: input.id,
		actor: actorOf(session),
		draft: { content, photos: input.photos, video: input.video, walkIns: input.walk_ins },
		reviewMode: reviewModeFor(context, hits),
		now: context.now,
		deadline: context.config.summaryDeadline,
	});
	await recordScreening(
		context.db,
		{ type: 'summary', id: summary.id, activityId: input.id },
		session.userId,
		hits,
	);
	await releaseUploads(context.db, context.deps.storage, shownBefore);
	return { ...summary, ...heldFields(hits) };
}

export async function getSummary(context: ApiContext) {
	const { id } = parseInput(idSchema, context.input);
	return approvedSummary(context.db, id);
}

const listSchema = z.object({
	...pagingFields,
	status: z._default(
		z.optional(
			z.enum(['pending', 'approved', 'rejected'], {
				error: '总结状态应为 pending、approved 或 rejected',
			}),
		),
		'pending',
	),
});

const reviewSummarySchema = z.extend(reviewSchema, { id: idField('活动总结编号') });

export async function getSummaryReviewList(context: ApiContext) {
	const { filter } = adminActor(context);
	const query = parseInput(listSchema, context.input);
	const page = await listSummariesForReview(context.db, query, inRegion(filter));
	return withScreeningHits(context.db, 'summary', page);
}

export async function reviewSummaryHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const { id, decision, reason } = parseInput(reviewSummarySchema, context.input);
	const activityId = await activityOfSummary(context.db, id);
	const { region } = await requireActivityInScope(context.db, actor, activityId, 'review');
	await audited(
		context,
		{ action: `summary.${decision}`, target: { type: 'summary', id }, reason, region },
		(tx) => reviewSummary(tx, { id, decision, reason }),
	);
	return null;
}
