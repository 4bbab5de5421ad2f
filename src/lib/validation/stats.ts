import { DAY_MS } from '../calendar-days';
import './zod-csp';
import { z } from 'zod/mini';
import { startOfBusinessDay } from '../beijing-time';
import { LH_TYPES } from '../joint-actions';
import { optionalInteger } from './fields';

/** The longest range a dashboard query spans: about three years of days. */
export const MAX_RANGE_DAYS = 1100;

const dayField = (label: string) =>
	z._default(
		z.optional(
			z.string({ error: `${label}必须是文本` }).check(
				z.trim(),
				z.refine(
					(value) =>
						value === '' ||
						(/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(startOfBusinessDay(value))),
					{ error: `${label}格式应为 YYYY-MM-DD` },
				),
			),
		),
		'',
	);

/** The dashboard's filters (docs/api.md, "/admin/getStats"): a range of start days, a joint action, a province. */
export const statsFilterSchema = z
	.object({
		start_date: dayField('开始日期'),
		end_date: dayField('结束日期'),
		lh_type: optionalInteger('联合行动类型', 0, 7).check(
			z.refine((value) => value === undefined || value === 0 || LH_TYPES.includes(value), {
				error: '联合行动类型无效',
			}),
		),
		province_code: z._default(
			z.optional(
				z.string({ error: '省份必须是文本' }).check(
					z.trim(),
					z.refine((value) => /^(\d{2}0000)?$/.test(value), {
						error: '省份代码应为 6 位数字且以 0000 结尾',
					}),
				),
			),
			'',
		),
	})
	.check(
		z.superRefine((value, context) => {
			if (!value.start_date || !value.end_date) return;
			const from = startOfBusinessDay(value.start_date);
			const to = startOfBusinessDay(value.end_date);
			if (to < from) {
				context.addIssue({
					code: 'custom',
					path: ['end_date'],
					message: '结束日期不能早于开始日期',
				});
			} else if ((to - from) / DAY_MS > MAX_RANGE_DAYS) {
				context.addIssue({
					code: 'custom',
					path: ['end_date'],
					message: `日期范围不能超过 ${MAX_RANGE_DAYS} 天`,
				});
			}
		}),
	);
export type StatsFilter = z.output<typeof statsFilterSchema>;

export const STATS_BREAKDOWNS = [
	'province',
	'joint',
	'audience',
	'mode',
	'day',
	'city',
	'trend',
] as const;
export type StatsBreakdown = (typeof STATS_BREAKDOWNS)[number];

export const statsExportSchema = z.intersection(
	statsFilterSchema,
	z.object({
		breakdown: z.enum(STATS_BREAKDOWNS, {
			error: `统计维度（breakdown）应为 ${STATS_BREAKDOWNS.join('、')} 之一`,
		}),
	}),
);
