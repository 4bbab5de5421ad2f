import { z } from 'zod/mini';
import { pagingFields, reviewSchema } from '../../../lib/validation/common';
import { idField, requiredText } from '../../../lib/validation/fields';
import { withScreeningHits } from '../../screening/hold';
import {
	listMaterialsForReview,
	removeMaterialForReview,
	reviewMaterial,
} from '../../services/review/materials';
import { releaseUploads } from '../../storage/release-uploads';
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
	const page = await listMaterialsForReview(context.db, parseInput(listSchema, context.input));
	return withScreeningHits(context.db, 'material', page);
}

export async function reviewMaterialHandler(context: ApiContext) {
	const { id, decision, reason } = parseInput(reviewMaterialSchema, context.input);
	await audited(
		context,
		{ action: `material.${decision}`, target: { type: 'material', id }, reason },
		(tx) => reviewMaterial(tx, { id, decision, reason }),
	);
	return null;
}

export async function removeMaterialHandler(context: ApiContext) {
	const { id, reason } = parseInput(removeSchema, context.input);
	const removed = await audited(
		context,
		{ action: 'material.remove', target: { type: 'material', id }, reason },
		(tx) => removeMaterialForReview(tx, { id, reason }),
	);
	await releaseUploads(context.db, context.deps.storage, [removed.url]);
	return null;
}
