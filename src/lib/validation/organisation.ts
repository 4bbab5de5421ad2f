import './zod-csp';
import { z } from 'zod/mini';
import { MEMBER_ROLE_NAMES, ORGANISATION_TYPE_NAMES, ORGANISATION_TYPES } from '../organisations';
import { idField, integerOr, mobileField, optionalIdField, requiredText } from './fields';

const regionCode = (label: string, required: boolean) =>
	z._default(
		z.optional(
			z.string({ error: `${label}必须是文本` }).check(
				z.trim(),
				z.refine((value) => (required ? /^\d{6}$/.test(value) : /^(\d{6})?$/.test(value)), {
					error: required ? `请选择${label}` : `${label}代码应为 6 位数字`,
				}),
			),
		),
		'',
	);

const typeWords = Object.values(ORGANISATION_TYPE_NAMES).join('、');

export const createOrganisationSchema = z.object({
	name: requiredText('单位名称', 2, 50),
	type: z.enum(ORGANISATION_TYPES, {
		error: `单位类型（type）应为 ${ORGANISATION_TYPES.join('、')} 之一（${typeWords}）`,
	}),
	province_code: regionCode('省份', true),
	city_code: regionCode('城市', false),
	district_code: regionCode('区县', false),
});

export const organisationIdSchema = z.object({ organisation_id: idField('单位编号') });

const roles = Object.keys(MEMBER_ROLE_NAMES) as ['owner', 'member'];

export const inviteMemberSchema = z.object({
	organisation_id: idField('单位编号'),
	mobile: mobileField,
	role: z._default(
		z.optional(z.enum(roles, { error: '成员角色（role）应为 owner（负责人）或 member（成员）' })),
		'member',
	),
});

export const removeMemberSchema = z.object({
	organisation_id: idField('单位编号'),
	user_id: idField('成员编号'),
});

export const invitationAnswerSchema = z.object({
	invitation_id: idField('邀请编号'),
	accept: integerOr('是否接受', 0, 1, 1),
});

export const invitationIdSchema = z.object({ invitation_id: idField('邀请编号') });

export const organisationPageSchema = z.object({
	id: idField('单位编号'),
	page: integerOr('页码', 1, 10_000, 1),
	pageSize: integerOr('每页条数', 1, 50, 12),
});

/** Which organisation an activity is published as; absent: the publisher's own one of its organiser name. */
export const publishAsSchema = z.object({ organisation_id: optionalIdField('发布单位') });
