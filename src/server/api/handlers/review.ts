import { z } from 'zod/mini';
import { pagingFields, reviewSchema } from '../../../lib/validation/common';
import { idField, requiredText } from '../../../lib/validation/fields';
import { withScreeningHits } from '../../screening/hold';
import { requireMaterialInScope } from '../../services/review/activity-scope';
import {
	listMaterialsForReview,
	removeMaterialForReview,
	reviewMaterial,
} from '../../services/review/materials';
import { inRegion } from '../../services/review/queue-scope';
import { releaseUploads } from '../../storage/release-uploads';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput } from '../context';

const removeSchema = z.object({
	id: idField('资料编号'),
	// The publisher is told why; the admin console always asks for it.
	reason: requiredText('移除原因', 1, 200),
});

const listSchema = z.object({
	...pagingFields,
	status: z._default(
		z.optional(
			z.enum(['pending', 'approved', 'rejected'], {
				error: '资料状态应为 pending、approved 或 rejected',
			}),
		),
		'pending',
	),
});

const reviewMaterialSchema = z.extend(reviewSchema, { id: idField('资料编号') });

export async function getMaterialReviewList(context: ApiContext) {
	const { filter } = adminActor(context);
	const query = parseInput(listSchema, context.input);
	const page = await listMaterialsForReview(context.db, query, inRegion(filter));
	return withScreeningHits(context.db, 'material', page);
}

export async function reviewMaterialHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const { id, decision, reason } = parseInput(reviewMaterialSchema, context.input);
	const { region } = await requireMaterialInScope(context.db, actor, id);
	await audited(
		context,
		{ action: `material.${decision}`, target: { type: 'material', id }, reason, region },
		(tx) => reviewMaterial(tx, { id, decision, reason }),
	);
	return null;
}

export async function removeMaterialHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const { id, reason } = parseInput(removeSchema, context.input);
	const { region } = await requireMaterialInScope(context.db, actor, id);
	const removed = await audited(
		context,
		{ action: 'material.remove', target: { type: 'material', id }, reason, region },
		(tx) => removeMaterialForReview(tx, { id, reason }),
	);
	await releaseUploads(context.db, context.deps.storage, [removed.url]);
	return null;
}
