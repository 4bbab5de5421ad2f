/**
 * Joint-action types (lh_type; docs/campaign-rules.md, "Joint actions"), in the order of the header
 * dropdown.
 */
export interface JointAction {
	/** `null` for the education-base action, which has a list page of its own. */
	lhType: number | null;
	name: string;
	shortName: string;
}

export const JOINT_ACTIONS: readonly JointAction[] = [
	{ lhType: 1, name: '全国学会联合行动', shortName: '全国学会' },
	{ lhType: 2, name: '高校科协联合行动', shortName: '高校科协' },
	{
		lhType: null,
		name: '科普教育基地联合行动',
		shortName: '科普教育基地',
	},
	{ lhType: 3, name: '企业科协联合行动', shortName: '企业科协' },
	{
		lhType: 5,
		name: '现代科技馆体系联合行动',
		shortName: '现代科技馆体系',
	},
	{
		lhType: 6,
		name: '全国农技协联合行动',
		shortName: '全国农技协',
	},
	{
		lhType: 7,
		name: '科普阅读进万家联合行动',
		shortName: '科普阅读进万家',
	},
];

export const LH_TYPES = JOINT_ACTIONS.flatMap((action) =>
	action.lhType === null ? [] : [action.lhType],
);

export function findJointAction(lhType: number): JointAction | undefined {
	return JOINT_ACTIONS.find((action) => action.lhType === lhType);
}
