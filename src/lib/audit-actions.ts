/** What an audit entry records, with the words the admin page shows for it. */
export const AUDIT_ACTIONS = {
	'activity.approve': '活动审核通过',
	'activity.reject': '活动审核驳回',
	'activity.escalate': '活动上报上级审核',
	'activity.takedown': '活动下架',
	'report.dismiss': '驳回举报',
	'material.approve': '资料审核通过',
	'material.reject': '资料审核驳回',
	'material.remove': '资料移除',
	'summary.approve': '活动总结审核通过',
	'summary.reject': '活动总结审核驳回',
	'term.add': '添加筛查词',
	'term.remove': '删除筛查词',
	'stats.export': '导出统计数据',
	'participants.export': '导出报名名单',
	'audit.export': '导出审计日志',
	'account.export': '导出本人数据',
	'account.delete': '注销账号',
	'role.grant': '授予管理员角色',
	'role.revoke': '撤销管理员角色',
	'award.nominate': '推荐优秀活动或单位',
	'award.withdraw': '撤回优秀推荐',
	'award.confirm': '确认优秀名单',
	'award.revoke': '取消确认优秀名单',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(text: string): text is AuditAction {
	return Object.hasOwn(AUDIT_ACTIONS, text);
}
