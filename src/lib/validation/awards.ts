import './zod-csp';
import { z } from 'zod/mini';
import { idField, integerOr, optionalInteger, optionalText, requiredText } from './fields';

const kind = z.enum(['activity', 'organisation'], {
	error: '推荐类型（kind）应为 activity（活动）或 organisation（单位）',
});
/** The campaign years the portal can hold; absent: the current one. */
const year = optionalInteger('年度（year）', 2024, 2100);

export const awardCandidatesSchema = z.object({
	year,
	kind: z._default(z.optional(kind), 'activity'),
	keyword: optionalText('搜索词', 50),
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 50, 12),
});

export const awardListSchema = z.object({
	year,
	status: z.optional(
		z.enum(['nominated', 'confirmed'], { error: '状态（status）应为 nominated 或 confirmed' }),
	),
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 50, 20),
});

export const nominateAwardSchema = z.object({
	kind,
	target_id: idField('推荐对象编号（target_id）'),
	note: requiredText('推荐理由（note）', 1, 200),
	year,
});

export const withdrawNominationSchema = z.object({ id: idField('推荐编号') });

export const decideAwardSchema = z.object({
	id: idField('推荐编号'),
	decision: z.enum(['confirm', 'revoke'], { error: '决定（decision）应为 confirm 或 revoke' }),
});
