import { z } from 'zod/mini';
import { startOfBusinessDay } from '../beijing-time';
import { integerOr, optionalIdField } from './fields';

const optionalFilter = (label: string, rule: (value: string) => boolean, message: string) =>
	z._default(
		z.optional(
			z.string({ error: `${label}必须是文本` }).check(
				z.trim(),
				z.refine((value) => value === '' || rule(value), { error: message }),
			),
		),
		'',
	);

const auditDate = (label: string) =>
	optionalFilter(
		label,
		(value) => !Number.isNaN(startOfBusinessDay(value)),
		`${label}格式应为 YYYY-MM-DD`,
	);

/** The /admin/audit filter; every field may be left empty. */
export const auditFilterSchema = z.object({
	action: optionalFilter('操作类型', (value) => /^[a-z]+\.[a-z]+$/.test(value), '操作类型无效'),
	actor_id: optionalIdField('操作人编号', 0),
	target_type: optionalFilter('对象类型', (value) => /^[a-z]{1,20}$/.test(value), '对象类型无效'),
	target_id: optionalFilter('对象编号', (value) => /^[\w-]{1,40}$/.test(value), '对象编号无效'),
	start_date: auditDate('开始日期'),
	end_date: auditDate('结束日期'),
});

export const auditListSchema = z.extend(auditFilterSchema, {
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 100, 20),
});
