import { and, eq } from 'drizzle-orm';
import { formatBusinessDate } from '../../../lib/beijing-time';
import type { ReportCategory } from '../../../lib/report-categories';
import { activities, activityReports, materials } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';

interface ReportInput {
	reporterId: number;
	category: ReportCategory;
	reason: string;
	flagged: boolean;
	now: Date;
}

const ONCE_A_DAY = '我们会尽快核查，请勿重复提交';

/**
 * Stores the report; the partial unique keys refuse a person's second of the day, also when two
 * arrive at once.
 */
async function storeReport(
	db: Db,
	target: { activityId: number; materialId: number | null },
	input: ReportInput,
	repeated: string,
): Promise<void> {
	const saved = await db
		.insert(activityReports)
		.values({
			...target,
			reporterId: input.reporterId,
			category: input.category,
			reason: input.reason,
			flagged: input.flagged,
			reportDay: formatBusinessDate(input.now),
			createdAt: input.now,
		})
		.onConflictDoNothing()
		.returning({ id: activityReports.id });
	if (saved.length === 0) throw refuse.invalid(repeated);
}

/** Stores a visitor's report of an approved activity: one per person, activity and Beijing day. */
export async function submitReport(
	db: Db,
	input: ReportInput & { activityId: number },
): Promise<void> {
	const [activity] = await db
		.select({ status: activities.status, ownerId: activities.ownerId })
		.from(activities)
		.where(eq(activities.id, input.activityId));
	if (activity?.status !== 'approved') throw refuse.notFound('活动不存在或未公开，不能举报');
	if (activity.ownerId === input.reporterId) throw refuse.invalid('不能举报自己发布的活动');
	await storeReport(
		db,
		{ activityId: input.activityId, materialId: null },
		input,
		`您今天已举报过该活动，${ONCE_A_DAY}（每人每天可举报同一活动一次）`,
	);
}

/** Stores a visitor's report of an approved material of an approved activity: one per person, material and Beijing day. */
export async function submitMaterialReport(
	db: Db,
	input: ReportInput & { materialId: number },
): Promise<void> {
	const [material] = await db
		.select({ activityId: materials.activityId, ownerId: activities.ownerId })
		.from(materials)
		.innerJoin(activities, eq(activities.id, materials.activityId))
		.where(
			and(
				eq(materials.id, input.materialId),
				eq(materials.status, 'approved'),
				eq(activities.status, 'approved'),
			),
		);
	if (!material) throw refuse.notFound('资料不存在或未公开，不能举报');
	if (material.ownerId === input.reporterId) throw refuse.invalid('不能举报自己发布的资料');
	await storeReport(
		db,
		{ activityId: material.activityId, materialId: input.materialId },
		input,
		`您今天已举报过该资料，${ONCE_A_DAY}（每人每天可举报同一资料一次）`,
	);
}
