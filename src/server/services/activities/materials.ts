import { and, asc, eq } from 'drizzle-orm';
import type { Material } from '../../../lib/api/activity-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { isUploadedImageUrl } from '../../../lib/validation/image-url';
import { activities, materials } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { canView, type Viewer } from './detail';
import type { ReviewMode } from './publish';
import { refusalOf } from './visibility';

export interface MaterialDraft {
	kind: Material['kind'];
	name: string;
	url: string;
}

/** Adds post-event materials to an owner's activity: approved at once in `auto` review mode, else pending. */
export async function addMaterials(
	db: Db,
	input: {
		activityId: number;
		ownerId: number;
		items: MaterialDraft[];
		reviewMode: ReviewMode;
		now: Date;
	},
): Promise<Material[]> {
	const [activity] = await db
		.select({
			ownerId: activities.ownerId,
			status: activities.status,
			contentApproved: activities.contentApproved,
		})
		.from(activities)
		.where(eq(activities.id, input.activityId));
	if (!activity) throw refuse.notFound();
	if (activity.ownerId !== input.ownerId) {
		throw refusalOf(activity, '只能为自己发布的活动提交资料');
	}
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

/** An activity's materials: all of them with their status for the owner, approved ones for everyone else. */
export async function listMaterials(
	db: Db,
	activityId: number,
	viewer: Viewer | null,
): Promise<Material[]> {
	const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
	if (!activity || !canView(activity, viewer)) throw refuse.notFound();
	const rows = await db
		.select()
		.from(materials)
		.where(
			viewer?.userId === activity.ownerId
				? eq(materials.activityId, activityId)
				: and(eq(materials.activityId, activityId), eq(materials.status, 'approved')),
		)
		.orderBy(asc(materials.id));
	return rows.map(toMaterial);
}
