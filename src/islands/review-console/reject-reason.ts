import { reviewSchema } from '../../lib/validation/common';

export type ReasonPurpose =
	| 'reject'
	| 'rejectMaterial'
	| 'remove'
	| 'escalate'
	| 'dismissReport'
	| 'takedown'
	| 'nominate';

export interface ReasonWording {
	label: string;
	confirm: string;
	empty: string;
	/** Common reasons a reviewer picks and then completes; the publisher reads the final text. */
	presets: readonly string[];
}

export const REASON_WORDING: Record<ReasonPurpose, ReasonWording> = {
	reject: {
		label: '驳回原因（发布者会在消息中看到）',
		confirm: '确认驳回',
		empty: '请填写驳回原因',
		presets: [
			'活动信息不完整',
			'活动时间或地点有误',
			'内容与科普主题无关',
			'含有不适宜公开的内容',
			'与已发布活动重复',
		],
	},
	rejectMaterial: {
		label: '驳回原因（发布者会在消息中看到）',
		confirm: '确认驳回',
		empty: '请填写驳回原因',
		presets: [
			'与活动无关',
			'画面或文件不清晰',
			'含有广告或联系方式',
			'含有不适宜公开的内容',
			'文件无法打开',
		],
	},
	remove: {
		label: '移除原因（发布者会在消息中看到）',
		confirm: '确认移除',
		empty: '请填写移除原因',
		presets: ['与活动无关', '含有广告或联系方式', '含有不适宜公开的内容', '文件无法打开'],
	},
	dismissReport: {
		label: '处理说明（举报人会在消息中看到）',
		confirm: '确认驳回举报',
		empty: '请填写处理说明',
		presets: ['经核实信息属实', '举报内容与活动无关', '未发现违规内容'],
	},
	takedown: {
		label: '下架原因（发布者会在消息中看到）',
		confirm: '确认下架',
		empty: '请填写下架原因',
		presets: ['活动信息虚假', '含有广告营销内容', '含有违法违规内容', '侵犯他人权益'],
	},
	escalate: {
		label: '上报说明（上级管理员审核时会看到）',
		confirm: '确认上报',
		empty: '请填写上报说明',
		presets: ['跨地区联合举办', '内容专业性强，需上级判断', '主办单位资质难以核实'],
	},
	nominate: {
		label: '推荐理由（随名单公布）',
		confirm: '提交推荐',
		empty: '请填写推荐理由',
		presets: [
			'科普内容扎实，形式新颖',
			'参与人数多，覆盖面广',
			'面向青少年和基层群众，反响良好',
			'活动总结翔实，图文资料完整',
		],
	},
};

const REASON_NAMES: Partial<Record<ReasonPurpose, string>> = {
	remove: '移除原因',
	escalate: '上报说明',
	dismissReport: '处理说明',
	takedown: '下架原因',
	nominate: '推荐理由',
};

export const REASON_MAX_LENGTH = 200;

/** The message for a reason, or `null` when it can be sent; the length rule is the API's schema. */
export function checkReason(reason: string, purpose: ReasonPurpose = 'reject'): string | null {
	if (reason.trim() === '') return REASON_WORDING[purpose].empty;
	const result = reviewSchema.safeParse({ id: 1, decision: 'reject', reason });
	if (result.success) return null;
	const message = result.error.issues[0]?.message ?? '原因无效';
	const name = REASON_NAMES[purpose];
	return name ? message.replace('驳回原因', name) : message;
}

/** Adds a preset to the reason typed so far, joined with ；, without repeating it. */
export function appendPreset(reason: string, preset: string): string {
	const parts = reason
		.split(/[；\n]/)
		.map((part) => part.trim())
		.filter(Boolean);
	if (parts.includes(preset)) return reason;
	return [...parts, preset].join('；');
}
