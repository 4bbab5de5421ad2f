import type { Actor, AdminScope } from './actor';
import type { AccessRecord } from './record';

/**
 * What a person is to a record: `admin` when an admin scope covers its region, `admin_above` when a
 * scope is wider than the region (a province over its cities, the country over everything).
 */
type Standing = 'publisher' | 'org_owner' | 'org_member' | 'admin' | 'admin_above';

const HOLDERS = ['publisher', 'org_owner', 'org_member'] as const;

/** Who may do what to each kind of record; `view` of a public activity is open to everyone besides. */
const GRANTS = {
	activity: {
		view: [...HOLDERS, 'admin'],
		edit: HOLDERS,
		/** Open a new publish form with its text and settings (复制活动). */
		copy: HOLDERS,
		cancel: ['publisher', 'org_owner'],
		'upload-material': HOLDERS,
		'view-unapproved-materials': HOLDERS,
		'view-participants': [...HOLDERS, 'admin'],
		'export-participants': [...HOLDERS, 'admin'],
		/** Participants' phone numbers in full; admins see them masked. */
		'see-full-mobiles': HOLDERS,
		'check-in': [...HOLDERS, 'admin'],
		/** Mark a participant a 志愿者 with hours, for a volunteer certificate. */
		'mark-volunteers': HOLDERS,
		/** Write or edit its summary (活动总结) once it has ended, and read the summary under review. */
		'submit-summary': HOLDERS,
		review: ['admin'],
		/** Send it up to the next level's queue, with a note. */
		escalate: ['admin'],
		/** Put it forward for the year's 优秀活动. */
		'nominate-award': ['admin'],
	},
	organisation: {
		/** Publish an activity in the organisation's name. */
		publish: ['org_owner', 'org_member'],
		/** See who belongs to it and who is invited. */
		'view-members': ['org_owner', 'org_member', 'admin'],
		'manage-members': ['org_owner', 'admin'],
		/** Put it forward for the year's 优秀单位. */
		'nominate-award': ['admin'],
	},
	region: {
		/** Read and decide its queues, materials, statistics and audit log; the country's: the screening terms. */
		administer: ['admin'],
		/** Grant or withdraw an admin role of this region (the country's for a national admin). */
		'assign-admin': ['admin_above'],
	},
} as const satisfies Record<AccessRecord['kind'], Record<string, readonly Standing[]>>;

export type ActivityAction = keyof typeof GRANTS.activity;
export type OrganisationAction = keyof typeof GRANTS.organisation;
export type RegionAction = keyof typeof GRANTS.region;
type ActionOn<R extends AccessRecord> = R extends { kind: 'activity' }
	? ActivityAction
	: R extends { kind: 'organisation' }
		? OrganisationAction
		: RegionAction;

/** Every action on each kind of record, for tests and listings. */
export const ACTIONS = {
	activity: Object.keys(GRANTS.activity) as ActivityAction[],
	organisation: Object.keys(GRANTS.organisation) as OrganisationAction[],
	region: Object.keys(GRANTS.region) as RegionAction[],
};

/** Actions some admin standing grants: refused to an admin elsewhere as out of their region. */
export function isAdminAction(kind: AccessRecord['kind'], action: string): boolean {
	const grants: Record<string, readonly Standing[]> = GRANTS[kind];
	return (grants[action] ?? []).some((standing) => standing.startsWith('admin'));
}

function covers(scope: AdminScope, record: AccessRecord): boolean {
	if (scope.level === 'national') return true;
	if (scope.level === 'province') return scope.provinceCode === record.provinceCode;
	return scope.cityCode === record.cityCode;
}

function isAbove(scope: AdminScope, record: AccessRecord): boolean {
	if (scope.level === 'national') return true;
	if (scope.level === 'province') return record.cityCode !== '' && covers(scope, record);
	return false;
}

function standingsOf(actor: Actor, record: AccessRecord): Set<Standing> {
	const standings = new Set<Standing>();
	const organisationId =
		record.kind === 'activity'
			? record.organisationId
			: record.kind === 'organisation'
				? record.id
				: null;
	const membership = actor.memberships.find((m) => m.organisationId === organisationId);
	// An organisation's activity stays with it: its publisher holds it only while still a member.
	if (
		record.kind === 'activity' &&
		record.ownerId === actor.userId &&
		(record.organisationId === null || membership)
	) {
		standings.add('publisher');
	}
	if (membership) standings.add(membership.role === 'owner' ? 'org_owner' : 'org_member');
	if (actor.adminScopes.some((scope) => covers(scope, record))) standings.add('admin');
	if (actor.adminScopes.some((scope) => isAbove(scope, record))) standings.add('admin_above');
	return standings;
}

/** May this person (null: nobody signed in) do this to this record? */
export function may<R extends AccessRecord>(
	actor: Actor | null,
	action: ActionOn<R>,
	record: R,
): boolean {
	if (record.kind === 'activity' && action === 'view' && record.isPublic) return true;
	if (!actor) return false;
	const grants: Record<string, readonly Standing[]> = GRANTS[record.kind];
	const standings = standingsOf(actor, record);
	return (grants[action] ?? []).some((standing) => standings.has(standing));
}
