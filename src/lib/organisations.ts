/** The kinds of 单位, with the words pages show for them. */
export const ORGANISATION_TYPE_NAMES = {
	school: '学校',
	museum: '科技馆',
	society: '学会',
	enterprise: '企业',
	base: '科普教育基地',
	other: '其他',
} as const;

export type OrganisationType = keyof typeof ORGANISATION_TYPE_NAMES;

export const ORGANISATION_TYPES = Object.keys(ORGANISATION_TYPE_NAMES) as [
	OrganisationType,
	...OrganisationType[],
];

/** 负责人 manages the members; 成员 publishes, edits and checks in. */
export const MEMBER_ROLE_NAMES = { owner: '负责人', member: '成员' } as const;

export type MemberRole = keyof typeof MEMBER_ROLE_NAMES;
