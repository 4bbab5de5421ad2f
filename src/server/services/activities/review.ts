import { and, asc, count, eq } from 'drizzle-orm';
import type { ActivitySummary } from '../../../lib/api/activity-types';
import type { Page } from '../../../lib/api/types';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { notifyUsers } from '../messages';
import { promoteFromWaitlist } from '../registration/promote';
import { toActivitySummary } from './present';

/** Activities waiting for review, oldest first (the /admin queue). */
export async function listPendingActivities(
	db: Db,
	paging: { page: number; pageSize: number },
	now = new Date(),
): Promise<Page<ActivitySummary>> {
	const where = eq(activities.status, 'pending');
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(activities)
			.where(where)
			.orderBy(asc(activities.updatedAt), asc(activities.id))
			.limit(paging.pageSize)
			.offset((paging.page - 1) * paging.pageSize),
		db.select({ n: count() }).from(activities).where(where),
	]);
	return { items: rows.map((row) => toActivitySummary(row, now)), total: total?.n ?? 0, ...paging };
}

/**
 * Approves or rejects a pending activity and tells its owner by a user message; a rejection needs a
 * reason, which the owner sees. Seats an edit added while it waited for review go to the head of
 * the queue on approval, in the same transaction (the row's lock serialises it with joins).
 */
export async function reviewActivity(
	db: Db,
	input: { id: number; decision: 'approve' | 'reject'; reason: string; now: Date },
): Promise<void> {
	if (input.decision === 'reject' && input.reason === '') throw refuse.invalid('请填写驳回原因');
	const approved = input.decision === 'approve';
	const row = await db.transaction(async (tx) => {
		const [updated] = await tx
			.update(activities)
			.set({
				status: approved ? 'approved' : 'rejected',
				contentApproved: approved,
				rejectReason: approved ? '' : input.reason,
				updatedAt: input.now,
			})
			.where(and(eq(activities.id, input.id), eq(activities.status, 'pending')))
			.returning();
		if (updated && approved) await promoteFromWaitlist(tx, updated, input.now);
		return updated;
	});
	if (!row) {
		const [exists] = await db
			.select({ id: activities.id })
			.from(activities)
			.where(eq(activities.id, input.id));
		if (!exists) throw refuse.notFound();
		throw new DomainError('not_editable', '该活动不在待审核状态');
	}
	await notifyUsers(db, [row.ownerId], {
		kind: 'review',
		title: approved ? '活动审核通过' : '活动审核未通过',
		body: approved
			? `您发布的活动「${row.title}」已通过审核。`
			: `您发布的活动「${row.title}」未通过审核，原因：${input.reason}`,
		activityId: input.id,
	});
}
