import { and, asc, eq } from 'drizzle-orm';
import type { Material } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { isUploadedImageUrl } from '../../../lib/validation/image-url';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { activityRecord } from '../../access/record';
import { requireMay } from '../../access/require';
import { activities, materials } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import type { ReviewMode } from './create';

export interface MaterialDraft {
	kind: Material['kind'];
	name: string;
	url: string;
}

/** Adds post-event materials to an activity by one who holds it: approved at once in `auto` review mode, else pending. */
export async function addMaterials(
	db: Db,
	input: {
		activityId: number;
		actor: Actor;
		items: MaterialDraft[];
		reviewMode: ReviewMode;
		now: Date;
	},
): Promise<Material[]> {
	const [activity] = await db
		.select({
			ownerId: activities.ownerId,
			organisationId: activities.organisationId,
			status: activities.status,
			contentApproved: activities.contentApproved,
			provinceCode: activities.provinceCode,
			cityCode: activities.cityCode,
		})
		.from(activities)
		.where(eq(activities.id, input.activityId));
	if (!activity) throw refuse.notFound();
	requireMay(input.actor, 'upload-material', activityRecord(activity));
	const rows = await db
		.insert(materials)
		.values(
			input.items.map((item) => ({
				...item,
				activityId: input.activityId,
				status: input.reviewMode === 'auto' ? ('approved' as const) : ('pending' as const),
				createdAt: input.now,
			})),
		)
		.returning();
	return rows.map(toMaterial);
}

/** A photo that is not one of our uploads (stored under older rules) is offered as a link instead. */
export function shownKindOf(kind: Material['kind'], url: string): Material['kind'] {
	return kind === 'image' && !isUploadedImageUrl(url) ? 'link' : kind;
}

function toMaterial(row: typeof materials.$inferSelect): Material {
	return {
		id: row.id,
		kind: shownKindOf(row.kind, row.url),
		name: row.name,
		url: row.url,
		status: row.status,
		reject_reason: row.rejectReason,
		created_at: formatBusinessTime(row.createdAt),
	};
}

/** An activity's materials: all of them with their status for its holders, approved ones for everyone else. */
export async function listMaterials(
	db: Db,
	activityId: number,
	viewer: Actor | null,
): Promise<Material[]> {
	const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
	const record = activity ? activityRecord(activity) : null;
	if (!record || !may(viewer, 'view', record)) throw refuse.notFound();
	const rows = await db
		.select()
		.from(materials)
		.where(
			may(viewer, 'view-unapproved-materials', record)
				? eq(materials.activityId, activityId)
				: and(eq(materials.activityId, activityId), eq(materials.status, 'approved')),
		)
		.orderBy(asc(materials.id));
	return rows.map(toMaterial);
}
