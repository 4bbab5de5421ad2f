import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { ReviewSummary, SummaryStatus } from '../../../lib/api/summary-types';
import type { Page } from '../../../lib/api/types';
import { activities, activitySummaries, users } from '../../db/schema';
import type { Db, Queryable } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { notifyUsers } from '../messages';
import { checkinsOf, toSummary } from './present';

/** Summaries of one review status in a region (`region`, a condition on `activities`), oldest first. */
export async function listSummariesForReview(
	db: Db,
	query: { page: number; pageSize: number; status: SummaryStatus },
	region: SQL,
): Promise<Page<ReviewSummary>> {
	const where = and(eq(activitySummaries.status, query.status), region);
	const [rows, [total]] = await Promise.all([
		db
			.select({ summary: activitySummaries, title: activities.title, publisher: users.showName })
			.from(activitySummaries)
			.innerJoin(activities, eq(activities.id, activitySummaries.activityId))
			.innerJoin(users, eq(users.id, activities.ownerId))
			.where(where)
			.orderBy(asc(activitySummaries.updatedAt), asc(activitySummaries.id))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db
			.select({ n: count() })
			.from(activitySummaries)
			.innerJoin(activities, eq(activities.id, activitySummaries.activityId))
			.where(where),
	]);
	const items = await Promise.all(
		rows.map(async ({ summary, title, publisher }) => ({
			...toSummary(summary, await checkinsOf(db, summary.activityId)),
			activity_title: title,
			publisher,
		})),
	);
	return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The activity a summary belongs to, for the reviewer's scope check. */
export async function activityOfSummary(db: Queryable, id: number): Promise<number> {
	const [row] = await db
		.select({ activityId: activitySummaries.activityId })
		.from(activitySummaries)
		.where(eq(activitySummaries.id, id));
	if (!row) throw refuse.notFound('活动总结不存在');
	return row.activityId;
}

/**
 * Approves or rejects a pending summary and tells who submitted it (else the activity's owner); a
 * rejection needs a reason, which they read. Only approved summaries are public.
 */
export async function reviewSummary(
	db: Db,
	input: { id: number; decision: 'approve' | 'reject'; reason: string },
): Promise<void> {
	if (input.decision === 'reject' && input.reason === '') throw refuse.invalid('请填写驳回原因');
	const approved = input.decision === 'approve';
	const [row] = await db
		.update(activitySummaries)
		.set({
			status: approved ? 'approved' : 'rejected',
			rejectReason: approved ? '' : input.reason,
		})
		.where(and(eq(activitySummaries.id, input.id), eq(activitySummaries.status, 'pending')))
		.returning({
			activityId: activitySummaries.activityId,
			submittedBy: activitySummaries.submittedBy,
		});
	if (!row) {
		await activityOfSummary(db, input.id);
		throw new DomainError('not_editable', '该活动总结不在待审核状态');
	}
	const [activity] = await db
		.select({ ownerId: activities.ownerId, title: activities.title })
		.from(activities)
		.where(eq(activities.id, row.activityId));
	if (!activity) return;
	await notifyUsers(db, [row.submittedBy ?? activity.ownerId], {
		kind: 'review',
		title: approved ? '活动总结审核通过' : '活动总结审核未通过',
		body: approved
			? `您为活动「${activity.title}」提交的活动总结已通过审核，已在活动页面以“活动回顾”展示。`
			: `您为活动「${activity.title}」提交的活动总结未通过审核，原因：${input.reason}。请修改后重新提交。`,
		activityId: row.activityId,
	});
}
