import './zod-csp';
import { z } from 'zod/mini';
import { idField } from './fields';
import { preprocess } from './preprocess';

const HOURS_MAX = 999.5;

/** downloadCertificate: which activity, which certificate and which file. */
export const certificateDownloadSchema = z.object({
	id: idField('活动编号'),
	kind: z._default(
		z.optional(
			z.enum(['participation', 'volunteer'], {
				error: '证明类型（kind）应为 participation（参与证明）或 volunteer（志愿服务证明）',
			}),
		),
		'participation',
	),
	format: z._default(
		z.optional(z.enum(['pdf', 'png'], { error: '文件格式（format）应为 pdf 或 png' })),
		'pdf',
	),
});

/** verifyCertificate: the code printed on a certificate, as typed or scanned. */
export const certificateVerifySchema = z.object({
	code: z
		.string({ error: '证书编号（code）必须是文本' })
		.check(
			z.trim(),
			z.minLength(1, { error: '请填写证书编号（code）' }),
			z.maxLength(40, { error: '证书编号（code）最多 40 个字符' }),
		),
});

/** markVolunteer: a registration of the activity and the hours served, in half hours; 0 unmarks. */
export const markVolunteerSchema = z.object({
	id: idField('活动编号'),
	registration_id: idField('报名编号（registration_id）'),
	hours: preprocess(
		(value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
		z.number({ error: '服务时长（hours）必须是数字' }).check(
			z.refine((value) => Number.isFinite(value), { error: '服务时长（hours）必须是数字' }),
			z.minimum(0, { error: '服务时长（hours）不能小于 0' }),
			z.maximum(HOURS_MAX, { error: `服务时长（hours）不能大于 ${HOURS_MAX}` }),
			z.refine((value) => Number.isInteger(value * 2), {
				error: '服务时长（hours）以半小时计，如 2 或 2.5',
			}),
		),
	),
});
