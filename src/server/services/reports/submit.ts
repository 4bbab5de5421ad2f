import { eq } from 'drizzle-orm';
import { formatBusinessDate } from '../../../lib/beijing-time';
import type { ReportCategory } from '../../../lib/report-categories';
import { activities, activityReports } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';

/**
 * Stores a visitor's report of an approved activity. One per person, activity and Beijing day: the
 * unique key refuses the second, also when two arrive at once.
 */
export async function submitReport(
	db: Db,
	input: {
		activityId: number;
		reporterId: number;
		category: ReportCategory;
		reason: string;
		flagged: boolean;
		now: Date;
	},
): Promise<void> {
	const [activity] = await db
		.select({ status: activities.status, ownerId: activities.ownerId })
		.from(activities)
		.where(eq(activities.id, input.activityId));
	if (activity?.status !== 'approved') throw refuse.notFound('活动不存在或未公开，不能举报');
	if (activity.ownerId === input.reporterId) throw refuse.invalid('不能举报自己发布的活动');
	const saved = await db
		.insert(activityReports)
		.values({
			activityId: input.activityId,
			reporterId: input.reporterId,
			category: input.category,
			reason: input.reason,
			flagged: input.flagged,
			reportDay: formatBusinessDate(input.now),
			createdAt: input.now,
		})
		.onConflictDoNothing()
		.returning({ id: activityReports.id });
	if (saved.length === 0) {
		throw refuse.invalid(
			'您今天已举报过该活动，我们会尽快核查，请勿重复提交（每人每天可举报同一活动一次）',
		);
	}
}
