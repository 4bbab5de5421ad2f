import { and, asc, count, eq } from 'drizzle-orm';
import type { ReviewItem } from '../../../lib/api/activity-types';
import type { Page } from '../../../lib/api/types';
import { ApiError, CODES, fail } from '../../api/errors';
import { activities, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { notifyUsers } from '../messages';
import { promoteFromWaitlist } from '../registration/promote';
import { maskMobile } from '../users';
import { toActivitySummary } from './present';
import { sanitizeRichText } from './sanitize';

/** An edit saved this long after the activity was made is a resubmission, not a new activity. */
const RESUBMITTED_AFTER_MS = 1000;

/**
 * Activities waiting for review, oldest first (the /admin queue), with what a reviewer needs beside
 * them: who published it (display name, masked number), the contact, the full description, and
 * whether it is an edit of an activity made earlier, with the people it already has.
 */
export async function listPendingActivities(
	db: Db,
	paging: { page: number; pageSize: number },
	now = new Date(),
): Promise<Page<ReviewItem>> {
	const where = eq(activities.status, 'pending');
	const [rows, [total]] = await Promise.all([
		db
			.select({ row: activities, ownerName: users.showName, ownerMobile: users.mobile })
			.from(activities)
			.innerJoin(users, eq(users.id, activities.ownerId))
			.where(where)
			.orderBy(asc(activities.updatedAt), asc(activities.id))
			.limit(paging.pageSize)
			.offset((paging.page - 1) * paging.pageSize),
		db.select({ n: count() }).from(activities).where(where),
	]);
	const items = rows.map(({ row, ownerName, ownerMobile }) => ({
		...toActivitySummary(row, now),
		owner_name: ownerName,
		owner_mobile: maskMobile(ownerMobile),
		contact_name: row.contactName,
		contact_phone: row.contactPhone,
		content: sanitizeRichText(row.contentHtml),
		resubmitted: row.updatedAt.getTime() - row.createdAt.getTime() > RESUBMITTED_AFTER_MS,
		waitlist_count: row.waitlistCount,
	}));
	return { items, total: total?.n ?? 0, ...paging };
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
	if (input.decision === 'reject' && input.reason === '') throw fail.badInput('请填写驳回原因');
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
		if (!exists) throw fail.notFound();
		throw new ApiError(CODES.notEditable, '该活动不在待审核状态');
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
