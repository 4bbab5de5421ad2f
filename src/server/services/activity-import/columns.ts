import { PROVINCES } from '../../../lib/provinces';
import { ASKED_NAMES, AUDIENCE_NAMES, JOINT_ACTION_NAMES, MODE_NAMES, YES_NO } from './choices';

/** One column of the import template: its header, the addActivity field it fills, how to fill it. */
export interface ImportColumn {
	header: string;
	/** The addActivity field; the region columns fill the codes. */
	field: string;
	required: boolean;
	note: string;
	example: string;
	/** Allowed values: a drop-down list in the template. */
	choices?: readonly string[];
	width: number;
}

const YES_NO_NAMES = Object.keys(YES_NO);

/** The template's columns in order; the import finds them by header, so their order may change. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
	{
		header: '活动标题',
		field: 'title',
		required: true,
		note: '2–50 个字',
		example: '青少年机器人编程体验营',
		width: 28,
	},
	{
		header: '活动简介',
		field: 'summary',
		required: false,
		note: '不超过 200 字',
		example: '动手搭建并编程控制小车',
		width: 28,
	},
	{
		header: '活动详情',
		field: 'content',
		required: false,
		note: '纯文本，换行分段',
		example: '上午：认识传感器\n下午：编程闯关赛',
		width: 32,
	},
	{
		header: '开始时间',
		field: 'start_time',
		required: true,
		note: '北京时间，如 2026-12-20 09:30',
		example: '2026-12-20 09:30',
		width: 18,
	},
	{
		header: '结束时间',
		field: 'end_time',
		required: true,
		note: '晚于开始时间，且在活动期内',
		example: '2026-12-20 12:00',
		width: 18,
	},
	{
		header: '活动形式',
		field: 'mode',
		required: true,
		note: '从下拉列表选择',
		example: '线下',
		choices: Object.keys(MODE_NAMES),
		width: 14,
	},
	{
		header: '省份',
		field: 'province_code',
		required: true,
		note: '省份全称或 6 位代码',
		example: '北京市',
		choices: PROVINCES.map((row) => row.name),
		width: 14,
	},
	{
		header: '城市',
		field: 'city_code',
		required: false,
		note: '城市全称；直辖市可不填',
		example: '北京市',
		width: 14,
	},
	{
		header: '区县',
		field: 'district_code',
		required: false,
		note: '区县全称',
		example: '海淀区',
		width: 14,
	},
	{
		header: '活动场所',
		field: 'venue',
		required: false,
		note: '线下活动必填，不超过 100 字',
		example: '中国科学技术馆',
		width: 20,
	},
	{
		header: '详细地址',
		field: 'address',
		required: false,
		note: '不超过 200 字',
		example: '北京市朝阳区北辰东路 5 号',
		width: 26,
	},
	{
		header: '线上活动链接',
		field: 'online_url',
		required: false,
		note: '线上活动必填，http(s) 开头',
		example: '',
		width: 26,
	},
	{
		header: '主办单位',
		field: 'organizer',
		required: true,
		note: '2–100 个字',
		example: '中国科协科普部',
		width: 22,
	},
	{
		header: '联系人',
		field: 'contact_name',
		required: false,
		note: '不超过 20 字',
		example: '王老师',
		width: 12,
	},
	{
		header: '联系电话',
		field: 'contact_phone',
		required: false,
		note: '7–20 位数字',
		example: '010-61234567',
		width: 16,
	},
	{
		header: '面向人群',
		field: 'audiences',
		required: true,
		note: `可多选，用顿号分隔：${AUDIENCE_NAMES.join('、')}`,
		example: '青少年、其他',
		width: 22,
	},
	{
		header: '联合行动',
		field: 'lh_type',
		required: false,
		note: '不属于联合行动则不填',
		example: '',
		choices: JOINT_ACTION_NAMES,
		width: 16,
	},
	{
		header: '人数上限',
		field: 'capacity',
		required: false,
		note: '1–100000 的整数，不填不限人数',
		example: '40',
		width: 10,
	},
	{
		header: '报名需填写',
		field: 'registration_fields',
		required: false,
		note: `可多选，用顿号分隔：${Object.keys(ASKED_NAMES).join('、')}`,
		example: '姓名、手机号',
		width: 16,
	},
	{
		header: '允许候补',
		field: 'waitlist_enabled',
		required: false,
		note: '是或否，不填为是',
		example: '是',
		choices: YES_NO_NAMES,
		width: 10,
	},
	{
		header: '询问是否未满14周岁',
		field: 'asks_age',
		required: false,
		note: '是或否，不填为否',
		example: '否',
		choices: YES_NO_NAMES,
		width: 12,
	},
	{
		header: '开始后可报名和取消',
		field: 'late_changes',
		required: false,
		note: '是或否，不填为否',
		example: '否',
		choices: YES_NO_NAMES,
		width: 12,
	},
];

/** The column a schema field's message belongs to. */
export function columnOfField(field: string): string {
	return IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? field;
}

const ORDER = new Map(IMPORT_COLUMNS.map((column, index) => [column.header, index]));

/** Problems in the template's column order, as a person reads the row. */
export function inColumnOrder<Problem extends { column: string }>(problems: Problem[]): Problem[] {
	const at = (problem: Problem) => ORDER.get(problem.column) ?? IMPORT_COLUMNS.length;
	return problems.toSorted((a, b) => at(a) - at(b));
}
