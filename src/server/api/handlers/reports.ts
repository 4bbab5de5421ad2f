import {
	activityReportSchema,
	reportDecisionSchema,
	reportQueueSchema,
} from '../../../lib/validation/report';
import { screenFields } from '../../screening/screen';
import { currentMatcher } from '../../screening/terms';
import { dismissReports, takeDownActivity } from '../../services/reports/decide';
import { listReportQueue } from '../../services/reports/queue';
import { submitReport } from '../../services/reports/submit';
import { requireActivityInScope } from '../../services/review/activity-scope';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput, requireSession } from '../context';

/** A visitor's 举报; a reason with a listed term is kept and flagged for the reviewer. */
export async function activityReport(context: ApiContext) {
	const session = requireSession(context);
	const { id, category, reason } = parseInput(activityReportSchema, context.input);
	const matcher = await currentMatcher(context.db, context.config.contentBlocklist);
	const hits = screenFields(matcher, [{ label: '举报理由', text: reason }]);
	await submitReport(context.db, {
		activityId: id,
		reporterId: session.userId,
		category,
		reason,
		flagged: hits.length > 0,
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
	const { id, reason } = parseInput(reportDecisionSchema, context.input);
	const { region } = await requireActivityInScope(context.db, actor, id, 'review');
	await audited(
		context,
		{ action: 'report.dismiss', target: { type: 'activity', id }, reason, region },
		(tx) => dismissReports(tx, { activityId: id, reason }),
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
