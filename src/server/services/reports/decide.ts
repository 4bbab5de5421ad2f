import { and, eq, isNull } from 'drizzle-orm';
import { activities, activityReports, joins, materials, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { dropEdit } from '../activities/edits';
import { notifyUsers } from '../messages';
import { lockAnyActivity } from '../registration/lock';

type Outcome = 'dismissed' | 'taken_down';

/** Whose reports a decision closes: an activity's own, one material's, or all of an activity's. */
type ReportsOf = { activity: number } | { material: number } | { wholeActivity: number };

function reportsCondition(of: ReportsOf) {
	if ('wholeActivity' in of) return eq(activityReports.activityId, of.wholeActivity);
	if ('material' in of) return eq(activityReports.materialId, of.material);
	return and(eq(activityReports.activityId, of.activity), isNull(activityReports.materialId));
}

/** Closes the open reports `of` with `outcome`; answers who sent them. */
export async function closeReports(tx: Db, of: ReportsOf, outcome: Outcome): Promise<number[]> {
	const closed = await tx
		.update(activityReports)
		.set({ outcome })
		.where(and(reportsCondition(of), eq(activityReports.outcome, 'open')))
		.returning({ reporterId: activityReports.reporterId });
	return [...new Set(closed.map((row) => row.reporterId))];
}

async function materialName(tx: Db, activityId: number, materialId: number): Promise<string> {
	const [row] = await tx
		.select({ name: materials.name })
		.from(materials)
		.where(and(eq(materials.id, materialId), eq(materials.activityId, activityId)));
	if (!row) throw refuse.notFound('资料不存在');
	return row.name;
}

/**
 * Finds the open reports of an activity itself, or of one of its materials, unfounded and tells the
 * reporters why.
 */
export async function dismissReports(
	tx: Db,
	input: { activityId: number; materialId: number | null; reason: string },
): Promise<void> {
	const activity = await lockAnyActivity(tx, input.activityId);
	const reported =
		input.materialId === null
			? `活动「${activity.title}」`
			: `活动「${activity.title}」的资料「${await materialName(tx, input.activityId, input.materialId)}」`;
	const reporters = await closeReports(
		tx,
		input.materialId === null ? { activity: input.activityId } : { material: input.materialId },
		'dismissed',
	);
	if (reporters.length === 0) {
		throw refuse.notFound(
			input.materialId === null ? '该活动没有待处理的举报' : '该资料没有待处理的举报',
		);
	}
	await notifyUsers(tx, reporters, {
		kind: 'system',
		title: '举报处理结果：未发现违规',
		body: `您举报的${reported}经核查未发现违规，举报未成立。处理说明：${input.reason}。感谢您的监督。`,
		activityId: input.activityId,
	});
}

/**
 * Takes a public activity down (下架): status `taken_down`, which every public read leaves out, as
 * they select approved activities only. An edit waiting for review goes with it; the owner hears
 * the reason and may correct and resubmit it, the reporters hear the outcome, and whoever joined or
 * queued hears that its page is gone (their places stay, should it come back).
 */
export async function takeDownActivity(
	tx: Db,
	input: { activityId: number; reason: string; now: Date },
): Promise<void> {
	const activity = await lockAnyActivity(tx, input.activityId);
	if (activity.status !== 'approved') {
		throw new DomainError('not_editable', '只有已公开的活动可以下架');
	}
	await tx
		.update(activities)
		.set({
			status: 'taken_down',
			takedownReason: input.reason,
			contentApproved: false,
			updatedAt: input.now,
		})
		.where(eq(activities.id, input.activityId));
	await dropEdit(tx, input.activityId);
	const reporters = await closeReports(tx, { wholeActivity: input.activityId }, 'taken_down');
	await notifyUsers(tx, [activity.ownerId], {
		kind: 'review',
		title: '活动已下架',
		body: `您发布的活动「${activity.title}」已被管理员下架，不再公开。下架原因：${input.reason}。您可以在个人中心修改后重新提交审核，审核通过后恢复公开。`,
		activityId: input.activityId,
	});
	const joined = await tx
		.select({ userId: joins.userId })
		.from(joins)
		.where(eq(joins.activityId, input.activityId))
		.union(
			tx
				.select({ userId: waitlist.userId })
				.from(waitlist)
				.where(eq(waitlist.activityId, input.activityId)),
		);
	await notifyUsers(
		tx,
		joined.map((row) => row.userId),
		{
			kind: 'system',
			title: '报名的活动已下架',
			body: `您报名或候补的活动「${activity.title}」已被平台下架，暂不公开。活动是否照常举办，请以主办方的通知为准。`,
			activityId: input.activityId,
		},
	);
	await notifyUsers(tx, reporters, {
		kind: 'system',
		title: '举报处理结果：活动已下架',
		body: `您举报的活动「${activity.title}」经核查已下架。感谢您的监督。`,
		activityId: input.activityId,
	});
}
