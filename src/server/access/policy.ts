import type { Actor, AdminScope } from './actor';
import type { AccessRecord } from './record';

/** What a person is to a record. */
type Standing = 'publisher' | 'org_owner' | 'org_member' | 'admin';

const HOLDERS = ['publisher', 'org_owner', 'org_member'] as const;

/** Who may do what to each kind of record; `view` of a public activity is open to everyone besides. */
const GRANTS = {
	activity: {
		view: [...HOLDERS, 'admin'],
		edit: HOLDERS,
		cancel: ['publisher', 'org_owner'],
		'upload-material': HOLDERS,
		'view-unapproved-materials': HOLDERS,
		'view-participants': [...HOLDERS, 'admin'],
		'export-participants': [...HOLDERS, 'admin'],
		/** Participants' phone numbers in full; admins see them masked. */
		'see-full-mobiles': HOLDERS,
		'check-in': [...HOLDERS, 'admin'],
		review: ['admin'],
	},
	organisation: {
		/** Publish an activity in the organisation's name. */
		publish: ['org_owner', 'org_member'],
		'manage-members': ['org_owner', 'admin'],
	},
} as const satisfies Record<AccessRecord['kind'], Record<string, readonly Standing[]>>;

export type ActivityAction = keyof typeof GRANTS.activity;
export type OrganisationAction = keyof typeof GRANTS.organisation;
type ActionOn<R extends AccessRecord> = R extends { kind: 'activity' }
	? ActivityAction
	: OrganisationAction;

/** Every action on each kind of record, for tests and listings. */
export const ACTIONS = {
	activity: Object.keys(GRANTS.activity) as ActivityAction[],
	organisation: Object.keys(GRANTS.organisation) as OrganisationAction[],
};

function covers(scope: AdminScope, record: AccessRecord): boolean {
	if (scope.level === 'national') return true;
	if (scope.level === 'province') return scope.provinceCode === record.provinceCode;
	return scope.cityCode === record.cityCode;
}

function standingsOf(actor: Actor, record: AccessRecord): Set<Standing> {
	const standings = new Set<Standing>();
	if (record.kind === 'activity' && record.ownerId === actor.userId) standings.add('publisher');
	const organisationId = record.kind === 'activity' ? record.organisationId : record.id;
	const membership = actor.memberships.find((m) => m.organisationId === organisationId);
	if (membership) standings.add(membership.role === 'owner' ? 'org_owner' : 'org_member');
	if (actor.adminScopes.some((scope) => covers(scope, record))) standings.add('admin');
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
