import './zod-csp';
import { z } from 'zod/mini';
import { REPORT_CATEGORY_CODES, REPORT_REASON_MAX } from '../report-categories';
import { idField, integerOr, optionalIdField, requiredText } from './fields';

/** A visitor's report of an activity: `POST /activity/activityReport`. */
export const activityReportSchema = z.object({
	id: idField('活动编号'),
	category: z.enum(REPORT_CATEGORY_CODES, { error: '请选择举报类型' }),
	reason: requiredText('举报理由', 5, REPORT_REASON_MAX),
});

/** A visitor's report of a material of an activity: `POST /activity/materialReport`. */
export const materialReportSchema = z.object({
	id: idField('资料编号'),
	category: z.enum(REPORT_CATEGORY_CODES, { error: '请选择举报类型' }),
	reason: requiredText('举报理由', 5, REPORT_REASON_MAX),
});

/** An admin's takedown: the activity and the reason the owner and reporters read. */
export const reportDecisionSchema = z.object({
	id: idField('活动编号'),
	reason: requiredText('处理理由', 2, 200),
});

/** An admin's dismissal of the reports of an activity itself or, with `material_id`, of one of its materials. */
export const reportDismissalSchema = z.object({
	...reportDecisionSchema.shape,
	material_id: optionalIdField('资料编号'),
});

export const reportQueueSchema = z.object({
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 50, 12),
});
