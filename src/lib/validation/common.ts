import './zod-csp';
import { z } from 'zod/mini';
import { AUDIENCE_IDS } from '../audiences';
import { startOfBusinessDay } from '../beijing-time';
import { LH_TYPES } from '../joint-actions';
import { LOGIN_AGREEMENT_TEXT } from '../privacy/documents';
import { ACTIVITY_MODES } from './activity-modes';
import {
	boundedText,
	idField,
	integerOr,
	mobileField,
	optionalIdField,
	optionalInteger,
	optionalText,
} from './fields';
import { isUploadedImageUrl } from './image-url';
import { preprocess } from './preprocess';

export const idSchema = z.object({ id: idField('活动编号') });

export const pagingFields = {
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 50, 12),
};

/** The ALTCHA widget's payload (base64 JSON), when a code send asked for the captcha. */
const captchaField = z.optional(
	z
		.string({ error: '人机验证应为文本' })
		.check(z.maxLength(4000, { error: '人机验证过长，请重新验证' })),
);

export const sendCodeSchema = z.object({ mobile: mobileField, captcha: captchaField });

/** 注销's code goes to the account's own number: only the captcha may be asked for. */
export const sendDeletionCodeSchema = z.object({ captcha: captchaField });

const loginCodeField = z
	.string({ error: '请填写验证码' })
	.check(z.trim(), z.regex(/^\d{6}$/, { error: '验证码应为 6 位数字' }));

export const loginByCodeSchema = z.object({
	mobile: mobileField,
	/** Agreement to the 用户服务协议 and 个人信息保护政策, given with the login form's box. */
	agree: z.union([z.literal(1), z.literal('1'), z.literal(true)], {
		error: `${LOGIN_AGREEMENT_TEXT}（agree 应为 1）`,
	}),
	code: loginCodeField,
});

/** 注销: the one-time code just sent to the account's own number. */
export const deleteAccountSchema = z.object({ code: loginCodeField });

export const hostTokenSchema = z.object({
	app_token: z
		.string({ error: '缺少 app_token' })
		.check(
			z.trim(),
			z.minLength(1, { error: '缺少 app_token' }),
			z.maxLength(4096, { error: 'app_token 过长' }),
		),
});

/** A desired state (1 on, 0 off); absent means toggle. */
export const toggleSchema = z.object({
	id: idField('活动编号'),
	state: optionalInteger('状态', 0, 1),
});

/** Text, trimmed, that must pass `rule`; absent means ''. */
const filterText = (label: string, rule: (value: string) => boolean, ruleMessage: string) =>
	z._default(
		z.optional(
			z
				.string({ error: `${label}必须是文本` })
				.check(z.trim(), z.refine(rule, { error: ruleMessage })),
		),
		'',
	);

const dateText = (label: string) =>
	filterText(
		label,
		(value) => value === '' || !Number.isNaN(startOfBusinessDay(value)),
		`${label}格式应为 YYYY-MM-DD`,
	);

const regionFilter = (label: string) =>
	filterText(label, (value) => /^(\d{6})?$/.test(value), `${label}代码应为 6 位数字`);

const ACTIVITY_PHASES = ['upcoming', 'running', 'ended'] as const;
const ACTIVITY_SORTS = ['default', 'start', 'latest', 'hot'] as const;

export const activityListSchema = z
	.object({
		keyword: optionalText('关键词', 50),
		province_code: regionFilter('省份'),
		city_code: regionFilter('城市'),
		district_code: regionFilter('区县'),
		start_date: dateText('开始日期'),
		end_date: dateText('结束日期'),
		audience: optionalInteger('面向人群', 1, 8).check(
			z.refine((value) => value === undefined || AUDIENCE_IDS.includes(value), {
				error: '面向人群的取值无效',
			}),
		),
		mode: z.optional(z.enum(ACTIVITY_MODES, { error: '活动形式的取值无效' })),
		lh_type: optionalInteger('联合行动类型', 1, 7).check(
			z.refine((value) => value === undefined || LH_TYPES.includes(value), {
				error: '联合行动类型无效',
			}),
		),
		education_base: optionalIdField('科普教育基地', 0),
		phase: z.optional(z.enum(ACTIVITY_PHASES, { error: '活动阶段的取值无效' })),
		sort: z._default(
			z.optional(z.enum(ACTIVITY_SORTS, { error: '排序方式的取值无效' })),
			'default',
		),
		...pagingFields,
	})
	.check(
		z.superRefine((value, context) => {
			if (!value.start_date || !value.end_date) return;
			if (startOfBusinessDay(value.end_date) < startOfBusinessDay(value.start_date)) {
				context.addIssue({
					code: 'custom',
					path: ['end_date'],
					message: '结束日期不能早于开始日期',
				});
			}
		}),
	);
export type ActivityListQuery = z.output<typeof activityListSchema>;

export const calendarSchema = z.object({
	month: z
		.string({ error: '请填写月份' })
		.check(
			z.trim(),
			z.regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { error: '月份格式应为 YYYY-MM（2000 至 2099 年）' }),
		),
	province_code: regionFilter('省份'),
	lh_type: optionalInteger('联合行动类型', 1, 7),
});

const USER_ACTIVITY_TABS = ['publish', 'join', 'collect'] as const;

export const userActivitiesSchema = z.object({
	tab: z._default(
		z.enum(USER_ACTIVITY_TABS, { error: '列表类型应为 publish、join 或 collect' }),
		'publish',
	),
	status: z.optional(
		z.enum(['pending', 'approved', 'rejected', 'cancelled', 'taken_down'], {
			error: '审核状态的取值无效',
		}),
	),
	...pagingFields,
});

const MATERIAL_KINDS = ['image', 'video', 'document', 'link'] as const;

const material = z
	.object(
		{
			kind: z.enum(MATERIAL_KINDS, { error: '资料类型应为 image、video、document 或 link' }),
			name: boundedText('资料名称', 1, 100),
			url: z.string({ error: '请填写资料地址' }).check(
				z.trim(),
				z.maxLength(500, { error: '资料地址最多 500 个字符' }),
				z.regex(/^(\/uploads\/[0-9a-f]{32}\.(webp|jpg|png|mp4|pdf)|https?:\/\/[^\s<>"']+)$/, {
					error: '资料地址应为上传后得到的地址或 http(s) 链接',
				}),
			),
		},
		{ error: '每份资料应包含类型、名称和地址' },
	)
	// Photos are shown in the page, so they must be our own files (see image-url.ts).
	.check(
		z.refine((item) => item.kind !== 'image' || isUploadedImageUrl(item.url), {
			path: ['url'],
			error: '图片资料的资料地址必须是本站上传的图片',
		}),
	);

export const releaseMaterialSchema = z.object({
	id: idField('活动编号'),
	materials: preprocess(
		(value) => {
			if (typeof value !== 'string') return value;
			try {
				return JSON.parse(value);
			} catch {
				return value;
			}
		},
		z
			.array(material, { error: '资料列表格式无效' })
			.check(
				z.minLength(1, { error: '请至少提交一份资料' }),
				z.maxLength(20, { error: '一次最多提交 20 份资料' }),
			),
	),
});

export const reviewSchema = z.object({
	id: idField('活动编号'),
	decision: z.enum(['approve', 'reject'], { error: '审核结果应为 approve 或 reject' }),
	reason: optionalText('驳回原因', 200),
});

export const resourceListSchema = z.object({
	type: z.optional(z.enum(['video', 'article'], { error: '资源类型应为 video 或 article' })),
	keyword: optionalText('关键词', 50),
	...pagingFields,
});

export const resourceIdSchema = z.object({ id: idField('资源编号') });

export const regionListSchema = z.object({
	parent_code: regionFilter('上级地区'),
});

export const bannerSchema = z.object({
	position: z._default(
		z.optional(z.enum(['pc', 'mobile'], { error: '位置应为 pc 或 mobile' })),
		'pc',
	),
});

/** Message ids as a list or comma-separated text; each one a whole number that fits the column. */
export const readMessagesSchema = z.object({
	ids: preprocess(
		(value) =>
			typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : (value ?? []),
		z
			.array(idField('消息编号'), { error: '消息编号列表无效' })
			.check(z.maxLength(100, { error: '一次最多标记 100 条消息' })),
	),
});
