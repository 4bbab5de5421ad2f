import './zod-csp';
import { z } from 'zod/mini';
import { ADMIN_ROLES, type AdminRole } from '../admin-roles';
import {
	idField,
	integerOr,
	mobileField,
	optionalIdField,
	optionalText,
	requiredText,
} from './fields';

const regionCode = (label: string) =>
	z._default(
		z.optional(
			z.string({ error: `${label}必须是文本` }).check(
				z.trim(),
				z.refine((value) => /^(\d{6})?$/.test(value), {
					error: `${label}应为 6 位数字的行政区划代码`,
				}),
			),
		),
		'',
	);

/** The review queue's paging and narrowing: one region inside the admin's, what was sent up, a search. */
export const reviewQueueSchema = z.object({
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 50, 12),
	region_code: regionCode('地区代码'),
	escalated: integerOr('只看上报', 0, 1, 0),
	keyword: optionalText('搜索词', 50),
});

/** Past decisions: a page, and a search over the title, organiser and reviewer. */
export const reviewHistorySchema = z.object({
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 50, 20),
	keyword: optionalText('搜索词', 50),
});

export const escalateSchema = z.object({
	id: idField('活动编号'),
	note: requiredText('上报说明', 1, 200),
});

const roleNames = Object.keys(ADMIN_ROLES) as [AdminRole, ...AdminRole[]];

export const grantRoleSchema = z.object({
	mobile: mobileField,
	role: z.enum(roleNames, { error: `角色（role）应为 ${roleNames.join('、')} 之一` }),
	region_code: regionCode('管辖地区代码（region_code）'),
});

/** Whose role to withdraw: by user id (the list's rows) or by mobile number. */
export const revokeRoleSchema = z.object({
	user_id: optionalIdField('用户编号'),
	mobile: z.optional(mobileField),
});

export const adminUserSearchSchema = z.object({
	keyword: optionalText('搜索词', 30),
});
