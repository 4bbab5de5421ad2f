import { and, desc, eq } from 'drizzle-orm';
import { normalizeDisplayName } from '../../../src/lib/validation/display-name';
import { trimInvisible } from '../../../src/lib/validation/visible-text';
import { activities, joins, materials, messages, users } from '../../../src/server/db/schema';
import { sanitizeRichText } from '../../../src/server/services/activities/sanitize';
import { checkinBase } from './checkin-case';
import {
	invitationToAnswer,
	invitationToWithdraw,
	memberToRemove,
	organisationToLeave,
	ownOrganisationId,
} from './organisation-cases';
import type { Actor, Scene } from './scene';
import { freshActivity, SUMMARY_TEXT } from './scene';

type Body = Record<string, unknown>;

/** An input field: its name in the body (dots reach into lists) and the words its messages use. */
export interface Field {
	name: string;
	labels: string[];
}

/** After an accepted write: what is stored for the field, and what that should be. */
type Stored = (
	scene: Scene,
	field: string,
	sent: string,
	data: unknown,
	body: Body,
) => Promise<{ stored: unknown; expected: unknown } | null>;

export interface RouteCase {
	fields: Field[];
	/** A valid body the corpus string is put into. */
	base?: (scene: Scene, who: Actor | null) => Promise<Body> | Body;
	/** After an accepted write: what is stored for the field, and what that should be. */
	stored?: Stored;
}

const f = (name: string, ...labels: string[]): Field => ({ name, labels });

/** The actor's own seat at their activity, checked in: what a certificate or a volunteer needs. */
async function checkedInRegistration(scene: Scene, who: Actor | null): Promise<number> {
	if (!who) throw new Error('a certificate needs a person');
	const seat = { activityId: who.activityId, userId: who.auth.uid };
	const made = await scene.db
		.insert(joins)
		.values({ ...seat, checkedInAt: new Date() })
		.onConflictDoNothing()
		.returning({ id: joins.id });
	// Written past the API: the digest a refused call is compared with must include it.
	if (made.length > 0) await scene.digest(true);
	const [row] = await scene.db
		.select({ id: joins.id })
		.from(joins)
		.where(and(eq(joins.activityId, seat.activityId), eq(joins.userId, seat.userId)));
	if (!row) throw new Error('no seat');
	return row.id;
}
const PAGING = [f('page', '页码'), f('pageSize', '每页条数')];
const ID = f('id', '活动编号');

const ACTIVITY_FIELDS = [
	f('title', '活动标题'),
	f('cover', '封面图片'),
	f('cover_focus', '封面焦点'),
	f('summary', '活动简介'),
	f('content', '活动详情'),
	f('start_time', '开始时间', '结束时间'),
	f('end_time', '结束时间'),
	f('mode', '活动形式'),
	f('province_code', '省份', '城市'),
	f('city_code', '城市', '区县'),
	f('district_code', '区县'),
	f('venue', '活动场所'),
	f('address', '详细地址'),
	f('online_url', '线上活动链接'),
	f('organizer', '主办单位'),
	f('contact_name', '联系人'),
	f('contact_phone', '联系电话'),
	f('audiences', '面向人群'),
	f('lh_type', '联合行动类型'),
	f('education_base_id', '科普教育基地'),
	f('capacity', '人数上限'),
	f('registration_fields', '报名信息'),
	f('waitlist_enabled', '候补'),
	f('late_changes', '开始后报名和取消'),
];

/** A join's details: an activity that asks for none ignores them. */
const JOIN_FIELDS = [ID, f('name', '姓名'), f('mobile', '手机号'), f('organization', '单位')];

/** Activity columns that keep a text field as sent (trimmed of invisible ends), or sanitised for the rich text. */
const ACTIVITY_TEXT: Record<string, (row: typeof activities.$inferSelect) => unknown> = {
	title: (row) => row.title,
	cover: (row) => row.cover,
	summary: (row) => row.summary,
	venue: (row) => row.venue,
	address: (row) => row.address,
	online_url: (row) => row.onlineUrl,
	organizer: (row) => row.organizer,
	contact_name: (row) => row.contactName,
	contact_phone: (row) => row.contactPhone,
	cover_focus: (row) => row.coverFocus ?? '',
	content: (row) => row.contentHtml,
};

const storedActivity: Stored = async (scene, field, sent, data) => {
	const column = ACTIVITY_TEXT[field];
	if (!column) return null;
	const id = (data as { id: number }).id;
	const [row] = await scene.db.select().from(activities).where(eq(activities.id, id));
	if (!row) return { stored: undefined, expected: sent };
	return {
		stored: column(row),
		expected: field === 'content' ? sanitizeRichText(sent) : trimInvisible(sent),
	};
};

const storedMaterial: Stored = async (scene, field, sent, data) => {
	const key = field.split('.').at(-1);
	if (key !== 'name' && key !== 'url') return null;
	const id = (data as { id: number }[])[0]?.id ?? 0;
	const [row] = await scene.db.select().from(materials).where(eq(materials.id, id));
	return { stored: row?.[key], expected: trimInvisible(sent) };
};

/** A review's reason is kept on the reviewed row; a removal's only in the owner's message. */
const storedReason =
	(table: 'activities' | 'materials'): Stored =>
	async (scene, field, sent, _data, body) => {
		if (field !== 'reason') return null;
		const id = Number(body.id);
		const target = table === 'activities' ? activities : materials;
		const [row] = await scene.db
			.select({ reason: target.rejectReason })
			.from(target)
			.where(eq(target.id, id));
		return { stored: row?.reason, expected: trimInvisible(sent) };
	};

const storedRemovalReason: Stored = async (scene, field, sent) => {
	if (field !== 'reason') return null;
	const [newest] = await scene.db.select().from(messages).orderBy(desc(messages.id)).limit(1);
	return { stored: newest?.body.split('原因：').at(-1), expected: trimInvisible(sent) };
};

const storedShowName: Stored = async (scene, field, sent, data) => {
	if (field !== 'show_name') return null;
	const id = Number((data as { uid: string }).uid);
	const [row] = await scene.db.select().from(users).where(eq(users.id, id));
	return { stored: row?.showName, expected: normalizeDisplayName(sent) };
};

const MATERIAL = { kind: 'link', name: '活动照片', url: 'https://example.cn/photo' };

/**
 * The input fields of every endpoint in src/server/api/routes.ts. A route missing here is still sent
 * the corpus, in the fields of GENERIC_FIELDS, with every check but the field's name in the message.
 */
export const ROUTE_CASES: Record<string, RouteCase> = {
	'/account/sendCode': { fields: [f('mobile', '手机号')] },
	'/account/ajaxByCode': {
		fields: [f('mobile', '手机号'), f('code', '验证码'), f('agree', '同意')],
		base: () => ({ mobile: '13712345678', code: '123456', agree: 1 }),
	},
	'/account/getUserByToken': { fields: [f('app_token', 'app_token')] },
	'/account/loginout': { fields: [] },
	'/account/sendDeletionCode': { fields: [f('captcha', '人机验证')] },
	'/account/deleteAccount': { fields: [f('code', '验证码')] },
	'/user/exportMyData': { fields: [] },
	'/user/getUserInfo': { fields: [] },
	'/user/updateUserInfo': { fields: [f('show_name', '昵称')], stored: storedShowName },
	'/user/getRegistrationDefaults': { fields: [] },
	'/user/getUserActMsg': { fields: [] },
	'/user/getUserActivityList': {
		fields: [f('tab', '列表类型'), f('status', '审核状态'), ...PAGING],
	},
	'/user/getMessageList': { fields: PAGING },
	'/user/readMessage': { fields: [f('ids', '消息')] },
	'/user/setSmsNotices': { fields: [f('enabled', '短信通知')] },
	'/activity/checkPublish': { fields: [] },
	'/activity/addActivity': {
		fields: ACTIVITY_FIELDS,
		base: () => freshActivity(),
		stored: storedActivity,
	},
	'/activity/updateActivity': {
		fields: [ID, ...ACTIVITY_FIELDS],
		base: (_scene, who) => ({ ...freshActivity(), id: who?.activityId }),
		stored: storedActivity,
	},
	'/activity/activityCancel': { fields: [ID] },
	'/activity/getActDetail': { fields: [ID] },
	'/activity/getActivityCopy': { fields: [ID] },
	'/activity/activityReport': {
		// After the first accepted report, the day's limit answers every valid one in words of its own.
		fields: [ID, f('category', '举报类型', '已举报过'), f('reason', '举报理由', '已举报过')],
		base: (scene) => ({
			id: scene.openActivityId,
			category: 'other',
			reason: '活动信息与实际不符',
		}),
	},
	// A pending material cannot be reported: it refuses after checking input.
	'/activity/materialReport': {
		fields: [f('id', '资料编号'), f('category', '举报类型'), f('reason', '举报理由')],
		base: async (scene) => ({
			id: await scene.pendingMaterialId(),
			category: 'other',
			reason: '资料与活动无关',
		}),
	},
	'/activity/getActivityList': {
		fields: [
			f('keyword', '关键词'),
			f('province_code', '省份'),
			f('city_code', '城市'),
			f('district_code', '区县'),
			f('start_date', '开始日期'),
			f('end_date', '结束日期'),
			f('audience', '面向人群'),
			f('mode', '活动形式'),
			f('lh_type', '联合行动类型'),
			f('education_base', '科普教育基地'),
			f('phase', '活动阶段'),
			f('sort', '排序方式'),
			...PAGING,
		],
	},
	'/activity/activitySpecialList': { fields: [f('lh_type', '联合行动类型'), f('limit', '条数')] },
	'/activity/activityJoin': {
		fields: JOIN_FIELDS,
		base: (scene) => ({ id: scene.openActivityId, agree: 1 }),
	},
	'/activity/cancelJoin': { fields: [ID], base: (scene) => ({ id: scene.openActivityId }) },
	'/activity/waitlistJoin': {
		fields: JOIN_FIELDS,
		base: (scene) => ({ id: scene.openActivityId, agree: 1 }),
	},
	'/activity/waitlistLeave': { fields: [ID], base: (scene) => ({ id: scene.openActivityId }) },
	'/activity/getRegistration': { fields: [ID], base: (scene) => ({ id: scene.openActivityId }) },
	'/activity/getMyWaitlist': { fields: [] },
	'/activity/getCheckinInfo': { fields: [ID], base: (_scene, who) => ({ id: who?.activityId }) },
	'/activity/activityCheckin': {
		fields: [ID, f('payload', '签到二维码'), f('code', '签到码')],
		base: checkinBase,
	},
	'/activity/activityCollect': {
		fields: [ID, f('state', '状态')],
		base: (scene) => ({ id: scene.openActivityId }),
	},
	'/activity/activityThumb': {
		fields: [ID, f('state', '状态')],
		base: (scene) => ({ id: scene.openActivityId }),
	},
	'/activity/activityJoinList': { fields: [ID, ...PAGING] },
	'/activity/getParticipantList': {
		fields: [ID, f('tab', '名单'), f('keyword', '搜索词'), ...PAGING],
		base: (_scene, who) => ({ id: who?.activityId }),
	},
	'/activity/exportParticipantList': {
		fields: [ID, f('tab', '名单'), f('keyword', '搜索词'), f('format', '导出格式')],
		base: (_scene, who) => ({ id: who?.activityId, format: 'csv' }),
	},
	'/activity/markVolunteer': {
		fields: [ID, f('registration_id', '报名编号'), f('hours', '服务时长')],
		base: async (scene, who) => ({
			id: who?.activityId,
			registration_id: await checkedInRegistration(scene, who),
			hours: 2,
		}),
	},
	'/certificate/downloadCertificate': {
		fields: [ID, f('kind', '证明类型'), f('format', '文件格式')],
		base: async (scene, who) => {
			await checkedInRegistration(scene, who);
			return { id: who?.activityId, format: 'png' };
		},
	},
	'/certificate/verifyCertificate': {
		fields: [f('code', '证书编号')],
		base: () => ({ code: 'ZZZZZZZZZZZ' }),
	},
	'/summary/getSummaryEditor': {
		fields: [ID],
		base: (_scene, who) => ({ id: who?.activityId }),
	},
	'/summary/submitSummary': {
		fields: [
			ID,
			f('content', '总结内容'),
			f('photos', '活动照片'),
			f('photos.0', '活动照片'),
			f('video', '活动视频'),
			f('walk_ins', '现场未签到人数估计'),
		],
		base: async (scene, who) => ({
			id: who ? await scene.endedActivityId(who) : 0,
			content: SUMMARY_TEXT,
			photos: [`/uploads/${'a'.repeat(32)}.webp`],
		}),
	},
	'/summary/getSummary': { fields: [ID], base: (scene) => ({ id: scene.openActivityId }) },
	'/activity/getActivityViews': {
		fields: [ID, f('days', '天数')],
		base: (_scene, who) => ({ id: who?.activityId }),
	},
	'/activity/releaseMaterial': {
		fields: [
			ID,
			f('materials', '资料'),
			f('materials.0.kind', '资料类型'),
			f('materials.0.name', '资料名称'),
			f('materials.0.url', '资料地址'),
		],
		base: (_scene, who) => ({ id: who?.activityId, materials: [{ ...MATERIAL }] }),
		stored: storedMaterial,
	},
	'/activity/getActivityMaterial': {
		fields: [ID],
		base: (scene) => ({ id: scene.openActivityId }),
	},
	'/organisation/addOrganisation': {
		fields: [
			f('name', '单位名称'),
			f('type', '单位类型'),
			f('province_code', '省份', '城市'),
			f('city_code', '城市', '区县'),
			f('district_code', '区县'),
		],
		base: () => ({
			name: '坏输入测试单位',
			type: 'school',
			province_code: '110000',
			city_code: '110100',
			district_code: '110101',
		}),
	},
	'/organisation/getMyOrganisations': { fields: [] },
	'/organisation/getMembers': {
		fields: [f('organisation_id', '单位编号')],
		base: async (scene, who) => ({ organisation_id: await ownOrganisationId(scene, who) }),
	},
	'/organisation/inviteMember': {
		fields: [f('organisation_id', '单位编号'), f('mobile', '手机号'), f('role', '成员角色')],
		base: async (scene, who) => ({
			organisation_id: await ownOrganisationId(scene, who),
			mobile: '13900000001',
			role: 'member',
		}),
	},
	'/organisation/answerInvitation': {
		fields: [f('invitation_id', '邀请编号'), f('accept', '是否接受')],
		base: invitationToAnswer,
	},
	'/organisation/withdrawInvitation': {
		fields: [f('invitation_id', '邀请编号')],
		base: invitationToWithdraw,
	},
	'/organisation/removeMember': {
		fields: [f('organisation_id', '单位编号'), f('user_id', '成员编号')],
		base: memberToRemove,
	},
	'/organisation/leave': {
		fields: [f('organisation_id', '单位编号')],
		base: organisationToLeave,
	},
	'/organisation/getOrganisationDetail': {
		fields: [f('id', '单位编号'), ...PAGING],
		base: async (scene) => {
			const [row] = await scene.db
				.select({ id: activities.organisationId })
				.from(activities)
				.where(eq(activities.id, scene.openActivityId));
			return { id: row?.id ?? 0 };
		},
	},
	'/first/getCalActivity': {
		fields: [f('month', '月份'), f('province_code', '省份'), f('lh_type', '联合行动类型')],
		base: () => ({ month: '2025-09' }),
	},
	'/first/getBannerList': { fields: [f('position', '位置')] },
	'/first/getJointActionList': { fields: [] },
	'/first/getEducationBaseList': { fields: [f('province_code', '省份代码')] },
	'/resource/getResourceList': {
		fields: [f('type', '资源类型'), f('keyword', '关键词'), ...PAGING],
	},
	'/resource/getResourceDetail': { fields: [f('id', '资源编号')] },
	'/common/getRegionList': { fields: [f('parent_code', '上级地区')] },
	'/wechat/jsConfig': { fields: [f('url', '页面地址')] },
	'/admin/getReviewList': {
		fields: [...PAGING, f('region_code', '地区代码'), f('escalated', '只看上报')],
	},
	'/admin/reviewActivity': {
		fields: [ID, f('decision', '审核结果'), f('reason', '驳回原因')],
		base: async (scene) => ({
			id: await scene.pendingActivityId(),
			decision: 'reject',
			reason: '信息不全',
		}),
		stored: storedReason('activities'),
	},
	'/admin/escalate': {
		fields: [ID, f('note', '上报说明')],
		base: async (scene) => ({ id: await scene.pendingActivityId(), note: '需上级判断' }),
	},
	'/admin/getUsers': { fields: [f('keyword', '搜索词')] },
	'/admin/grantRole': {
		fields: [f('mobile', '手机号'), f('role', '角色'), f('region_code', '管辖地区')],
		base: () => ({ mobile: '13800000001', role: 'city_admin', region_code: '440100' }),
	},
	'/admin/revokeRole': { fields: [f('user_id', '用户编号'), f('mobile', '手机号')] },
	'/admin/getMaterialList': { fields: [...PAGING, f('status', '资料状态')] },
	'/admin/getSummaryList': { fields: [...PAGING, f('status', '总结状态')] },
	'/admin/reviewSummary': {
		fields: [f('id', '活动总结编号'), f('decision', '审核结果'), f('reason', '驳回原因')],
		base: async (scene) => ({
			id: await scene.pendingSummaryId(),
			decision: 'reject',
			reason: '内容不清晰',
		}),
	},
	'/admin/reviewMaterial': {
		fields: [f('id', '资料编号'), f('decision', '审核结果'), f('reason', '驳回原因')],
		base: async (scene) => ({
			id: await scene.pendingMaterialId(),
			decision: 'reject',
			reason: '内容不清晰',
		}),
		stored: storedReason('materials'),
	},
	'/admin/removeMaterial': {
		fields: [f('id', '资料编号'), f('reason', '移除原因')],
		base: async (scene) => ({ id: await scene.pendingMaterialId(), reason: '重复提交' }),
		stored: storedRemovalReason,
	},
	'/admin/getReportList': { fields: PAGING },
	'/admin/dismissReport': {
		fields: [ID, f('material_id', '资料编号'), f('reason', '处理理由')],
		base: async (scene) => ({ id: await scene.reportedActivityId(), reason: '举报不成立' }),
	},
	// A pending activity cannot be taken down: it refuses after checking input.
	'/admin/takeDownActivity': {
		fields: [ID, f('reason', '处理理由')],
		base: async (scene) => ({ id: await scene.pendingActivityId(), reason: '内容违规' }),
	},
	'/admin/addScreeningTerm': {
		fields: [f('term', '筛查词')],
		base: () => ({ term: '示例筛查词' }),
	},
	'/admin/removeScreeningTerm': { fields: [f('id', '筛查词编号')], base: () => ({ id: 1 }) },
	'/admin/getAwardCandidates': {
		fields: [f('year', '年度'), f('kind', '推荐类型'), f('keyword', '搜索词'), ...PAGING],
	},
	'/admin/getAwardList': { fields: [f('year', '年度'), f('status', '状态'), ...PAGING] },
	'/admin/nominateAward': {
		fields: [
			f('kind', '推荐类型'),
			f('target_id', '推荐对象编号'),
			f('note', '推荐理由'),
			f('year', '年度'),
		],
		base: async (scene) => ({
			kind: 'activity',
			target_id: await scene.nominatableActivityId(),
			note: '内容扎实',
		}),
	},
	'/admin/withdrawNomination': { fields: [f('id', '推荐编号')], base: () => ({ id: 1 }) },
	'/admin/decideAward': {
		fields: [f('id', '推荐编号'), f('decision', '决定')],
		base: () => ({ id: 1, decision: 'confirm' }),
	},
	'/admin/getAuditList': {
		fields: [
			f('action', '操作类型'),
			f('actor_id', '操作人编号'),
			f('target_type', '对象类型'),
			f('target_id', '对象编号'),
			f('start_date', '开始日期'),
			f('end_date', '结束日期'),
			f('page', '页码'),
			f('pageSize', '每页条数'),
		],
	},
};

/** For a route not in ROUTE_CASES yet: the names most endpoints read. */
export const GENERIC_FIELDS = ['id', 'page', 'keyword', 'title', 'reason', 'status'].map((name) =>
	f(name),
);

/** A copy of `base` with `value` at `path` (`materials.0.name`). */
export function withField(base: Body, path: string, value: string): Body {
	const copy = structuredClone(base);
	const keys = path.split('.');
	let target: Record<string, unknown> = copy;
	for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
	target[keys.at(-1) as string] = value;
	return copy;
}
