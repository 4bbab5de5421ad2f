import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { MaterialStatus } from '../../../lib/api/activity-types';
import type { Page } from '../../../lib/api/types';
import type { ReviewMaterial } from '../../../lib/api/user-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { activities, materials, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { shownKindOf } from '../activities/materials';
import { notifyUsers } from '../messages';
import { closeReports } from '../reports/decide';

/**
 * Materials of one review status in a region (`region`, a condition on `activities`), oldest
 * first, with the activity and publisher they belong to.
 */
export async function listMaterialsForReview(
	db: Db,
	query: { page: number; pageSize: number; status: MaterialStatus },
	region: SQL,
): Promise<Page<ReviewMaterial>> {
	const where = and(eq(materials.status, query.status), region);
	const [rows, [total]] = await Promise.all([
		db
			.select({ material: materials, title: activities.title, publisher: users.showName })
			.from(materials)
			.innerJoin(activities, eq(activities.id, materials.activityId))
			.innerJoin(users, eq(users.id, activities.ownerId))
			.where(where)
			.orderBy(asc(materials.createdAt), asc(materials.id))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db
			.select({ n: count() })
			.from(materials)
			.innerJoin(activities, eq(activities.id, materials.activityId))
			.where(where),
	]);
	return {
		items: rows.map(({ material, title, publisher }) => ({
			id: material.id,
			kind: shownKindOf(material.kind, material.url),
			name: material.name,
			url: material.url,
			status: material.status,
			reject_reason: material.rejectReason,
			created_at: formatBusinessTime(material.createdAt),
			activity_id: material.activityId,
			activity_title: title,
			publisher,
		})),
		total: total?.n ?? 0,
		page: query.page,
		pageSize: query.pageSize,
	};
}

async function tellOwner(
	db: Db,
	activityId: number,
	message: { title: string; body: (activityTitle: string) => string },
) {
	const [activity] = await db
		.select({ ownerId: activities.ownerId, title: activities.title })
		.from(activities)
		.where(eq(activities.id, activityId));
	if (!activity) return;
	await notifyUsers(db, [activity.ownerId], {
		kind: 'review',
		title: message.title,
		body: message.body(activity.title),
		activityId,
	});
}

/**
 * Approves or rejects a pending material and tells the activity's owner; a rejection needs a reason,
 * which the owner sees. Only approved materials are public.
 */
export async function reviewMaterial(
	db: Db,
	input: { id: number; decision: 'approve' | 'reject'; reason: string },
): Promise<void> {
	if (input.decision === 'reject' && input.reason === '') throw refuse.invalid('请填写驳回原因');
	const approved = input.decision === 'approve';
	const [row] = await db
		.update(materials)
		.set({ status: approved ? 'approved' : 'rejected', rejectReason: approved ? '' : input.reason })
		.where(and(eq(materials.id, input.id), eq(materials.status, 'pending')))
		.returning({ name: materials.name, activityId: materials.activityId, url: materials.url });
	if (!row) {
		const [exists] = await db
			.select({ id: materials.id })
			.from(materials)
			.where(eq(materials.id, input.id));
		if (!exists) throw refuse.notFound('资料不存在');
		throw new DomainError('not_editable', '该资料不在待审核状态');
	}
	await tellOwner(db, row.activityId, {
		title: approved ? '活动资料审核通过' : '活动资料审核未通过',
		body: (title) =>
			approved
				? `您为活动「${title}」提交的资料「${row.name}」已通过审核。`
				: `您为活动「${title}」提交的资料「${row.name}」未通过审核，原因：${input.reason}`,
	});
}

/**
 * Removes a material (the 下架 of a reported one) and tells the activity's owner why; its open
 * reports close as taken down, and their senders hear so.
 */
export async function removeMaterialForReview(
	db: Db,
	input: { id: number; reason: string },
): Promise<{ url: string }> {
	if (input.reason === '') throw refuse.invalid('请填写移除原因');
	const reporters = await closeReports(db, { material: input.id }, 'taken_down');
	const [row] = await db
		.delete(materials)
		.where(eq(materials.id, input.id))
		.returning({ name: materials.name, activityId: materials.activityId, url: materials.url });
	if (!row) throw refuse.notFound('资料不存在');
	await tellOwner(db, row.activityId, {
		title: '活动资料已被移除',
		body: (title) => `您为活动「${title}」提交的资料「${row.name}」已被移除，原因：${input.reason}`,
	});
	await notifyUsers(db, reporters, {
		kind: 'system',
		title: '举报处理结果：资料已移除',
		body: `您举报的资料「${row.name}」经核查已移除。感谢您的监督。`,
		activityId: row.activityId,
	});
	return { url: row.url };
}
