import {
	activityReportSchema,
	materialReportSchema,
	reportDecisionSchema,
	reportDismissalSchema,
	reportQueueSchema,
} from '../../../lib/validation/report';
import { screenFields } from '../../screening/screen';
import { currentMatcher } from '../../screening/terms';
import { dismissReports, takeDownActivity } from '../../services/reports/decide';
import { listReportQueue } from '../../services/reports/queue';
import { submitMaterialReport, submitReport } from '../../services/reports/submit';
import { requireActivityInScope } from '../../services/review/activity-scope';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput, requireSession } from '../context';

/** Whether screening finds a listed term in a report's reason: kept, and flagged for the reviewer. */
async function isFlagged(context: ApiContext, reason: string): Promise<boolean> {
	const matcher = await currentMatcher(context.db, context.config.contentBlocklist);
	return screenFields(matcher, [{ label: '举报理由', text: reason }]).length > 0;
}

/** A visitor's 举报 of an activity. */
export async function activityReport(context: ApiContext) {
	const session = requireSession(context);
	const { id, category, reason } = parseInput(activityReportSchema, context.input);
	await submitReport(context.db, {
		activityId: id,
		reporterId: session.userId,
		category,
		reason,
		flagged: await isFlagged(context, reason),
		now: context.now,
	});
	return null;
}

/** A visitor's 举报 of a material (a photo, video, file or link) of an activity. */
export async function materialReport(context: ApiContext) {
	const session = requireSession(context);
	const { id, category, reason } = parseInput(materialReportSchema, context.input);
	await submitMaterialReport(context.db, {
		materialId: id,
		reporterId: session.userId,
		category,
		reason,
		flagged: await isFlagged(context, reason),
		now: context.now,
	});
	return null;
}

export async function getReportList(context: ApiContext) {
	const { filter } = adminActor(context);
	return listReportQueue(context.db, filter, parseInput(reportQueueSchema, context.input));
}

export async function dismissReportHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const { id, material_id, reason } = parseInput(reportDismissalSchema, context.input);
	const { region } = await requireActivityInScope(context.db, actor, id, 'review');
	const materialId = material_id ?? null;
	const target =
		materialId === null
			? { type: 'activity' as const, id }
			: { type: 'material' as const, id: materialId };
	await audited(context, { action: 'report.dismiss', target, reason, region }, (tx) =>
		dismissReports(tx, { activityId: id, materialId, reason }),
	);
	return null;
}

export async function takeDownHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const { id, reason } = parseInput(reportDecisionSchema, context.input);
	const { region } = await requireActivityInScope(context.db, actor, id, 'review');
	await audited(
		context,
		{ action: 'activity.takedown', target: { type: 'activity', id }, reason, region },
		(tx) => takeDownActivity(tx, { activityId: id, reason, now: context.now }),
	);
	return null;
}
