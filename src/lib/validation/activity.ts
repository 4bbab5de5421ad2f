import './zod-csp';
import { z } from 'zod/mini';
import { AUDIENCE_IDS } from '../audiences';
import {
	CLOSES_AFTER_MAX_MINUTES,
	DEFAULT_CLOSES_AFTER_MINUTES,
	DEFAULT_OPENS_BEFORE_MINUTES,
	OPENS_BEFORE_MAX_MINUTES,
} from '../checkin-window';
import { parseCoverFocus } from '../cover-focus';
import { LH_TYPES } from '../joint-actions';
import { ACTIVITY_MODES, type ActivityMode } from './activity-modes';
import {
	type CampaignWindow,
	DEFAULT_CAMPAIGN_WINDOW,
	describeCampaignWindow,
} from './campaign-window';
import {
	businessTime,
	coverImageUrl,
	httpUrl,
	idField,
	integerList,
	integerOr,
	optionalIdField,
	optionalInteger,
	optionalText,
	requiredText,
	richText,
} from './fields';
import { preprocess } from './preprocess';
import { registrationFieldsField, switchField } from './registration';

const regionCode = (label: string, required: boolean) =>
	z
		.string({ error: (issue) => (issue.input == null ? `请选择${label}` : `${label}代码无效`) })
		.check(
			z.trim(),
			z.refine((value) => (required ? /^\d{6}$/.test(value) : /^(\d{6})?$/.test(value)), {
				error: required ? `请选择${label}` : `${label}代码应为 6 位数字`,
			}),
		);

/** `"x% y%"` with whole percents 0–100; empty, null or absent mean the centre (stored as null). */
const coverFocus = z.optional(
	preprocess(
		(value) => (value === '' ? null : value),
		z.nullable(
			z.string({ error: '封面焦点必须是文本' }).check(
				z.trim(),
				z.refine((value) => parseCoverFocus(value) !== null, {
					error: '封面焦点格式应为「x% y%」，x 和 y 为 0 到 100 的整数',
				}),
			),
		),
	),
);

/** Rich text is sanitised on the server; the form only bounds its size. */
export const CONTENT_MAX_LENGTH = 50_000;

const activityFields = {
	title: requiredText('活动标题', 2, 50),
	cover: coverImageUrl('封面图片'),
	cover_focus: coverFocus,
	summary: optionalText('活动简介', 200),
	content: richText('活动详情', CONTENT_MAX_LENGTH),
	start_time: businessTime('开始时间'),
	end_time: businessTime('结束时间'),
	mode: z.enum(ACTIVITY_MODES, { error: '活动形式应为线下、线上或线上线下结合' }),
	province_code: regionCode('省份', true),
	city_code: z._default(z.optional(regionCode('城市', false)), ''),
	district_code: z._default(z.optional(regionCode('区县', false)), ''),
	venue: optionalText('活动场所', 100),
	address: optionalText('详细地址', 200),
	online_url: httpUrl('线上活动链接'),
	organizer: requiredText('主办单位', 2, 100),
	contact_name: optionalText('联系人', 20),
	contact_phone: z._default(
		z.optional(
			z.string({ error: '联系电话必须是文本' }).check(
				z.trim(),
				z.refine((value) => value === '' || /^[\d\-+ ]{7,20}$/.test(value), {
					error: '联系电话应为 7 到 20 位数字',
				}),
			),
		),
		'',
	),
	audiences: integerList('面向人群', AUDIENCE_IDS),
	lh_type: optionalInteger('联合行动类型', 1, 7).check(
		z.refine((value) => value === undefined || LH_TYPES.includes(value), {
			error: '联合行动类型无效',
		}),
	),
	education_base_id: optionalIdField('科普教育基地'),
	capacity: optionalInteger('人数上限', 1, 100_000),
	registration_fields: registrationFieldsField,
	waitlist_enabled: switchField('候补', true),
	asks_age: switchField('询问是否未满14周岁', false),
	late_changes: switchField('开始后报名和取消', false),
	checkin_opens_before: integerOr(
		'签到开放时间（开始前分钟数）',
		0,
		OPENS_BEFORE_MAX_MINUTES,
		DEFAULT_OPENS_BEFORE_MINUTES,
	),
	checkin_closes_after: integerOr(
		'签到截止时间（结束后分钟数）',
		0,
		CLOSES_AFTER_MAX_MINUTES,
		DEFAULT_CLOSES_AFTER_MINUTES,
	),
};

interface RuledFields {
	start_time: number;
	end_time: number;
	mode: ActivityMode;
	venue: string;
	online_url: string;
}

/** Activities take place within the campaign's days: no year 2001 or 9999 by a slip of the keys. */
function checkCampaignWindow(
	window: CampaignWindow,
	value: RuledFields,
	context: z.core.$RefinementCtx,
) {
	const days = describeCampaignWindow(window);
	if (value.start_time < window.start || value.start_time >= window.end) {
		context.addIssue({
			code: 'custom',
			path: ['start_time'],
			message: `开始时间应在活动期 ${days} 之内`,
		});
	}
	if (value.end_time > window.end) {
		context.addIssue({
			code: 'custom',
			path: ['end_time'],
			message: `结束时间应在活动期 ${days} 之内`,
		});
	}
}

function checkActivityRules(value: RuledFields, context: z.core.$RefinementCtx) {
	if (value.end_time <= value.start_time) {
		context.addIssue({ code: 'custom', path: ['end_time'], message: '结束时间应晚于开始时间' });
	}
	if (value.mode !== 'online' && value.venue === '') {
		context.addIssue({ code: 'custom', path: ['venue'], message: '线下活动请填写活动场所' });
	}
	if (value.mode !== 'offline' && value.online_url === '') {
		context.addIssue({
			code: 'custom',
			path: ['online_url'],
			message: '线上活动请填写线上活动链接',
		});
	}
}

/**
 * The publish form's and the API's schemas for a campaign window (`CAMPAIGN_WINDOW`): the form in
 * the browser and `POST /activity/addActivity` / `updateActivity` give the same messages.
 */
function buildActivitySchemas(window: CampaignWindow) {
	const rules = (value: RuledFields, context: z.core.$RefinementCtx) => {
		checkActivityRules(value, context);
		checkCampaignWindow(window, value, context);
	};
	return {
		add: z.object(activityFields).check(z.superRefine(rules)),
		update: z.object({ id: idField('活动编号'), ...activityFields }).check(z.superRefine(rules)),
	};
}

const schemasByWindow = new Map<string, ReturnType<typeof buildActivitySchemas>>();

/** The schemas of a window, built once per window. */
export function activitySchemasFor(window: CampaignWindow) {
	const key = `${window.start}/${window.end}`;
	let schemas = schemasByWindow.get(key);
	if (!schemas) {
		schemas = buildActivitySchemas(window);
		schemasByWindow.set(key, schemas);
	}
	return schemas;
}

/** The publish schema with the default campaign window. */
export const addActivitySchema = activitySchemasFor(DEFAULT_CAMPAIGN_WINDOW).add;
export type AddActivityInput = z.input<typeof addActivitySchema>;
export type ActivityDraft = z.output<typeof addActivitySchema>;
