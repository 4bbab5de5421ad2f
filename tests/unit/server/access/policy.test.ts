import { describe, expect, it } from 'vitest';
import { type Actor, actorOf } from '../../../../src/server/access/actor';
import {
	ACTIONS,
	type ActivityAction,
	may,
	type OrganisationAction,
	type RegionAction,
} from '../../../../src/server/access/policy';
import { type AccessRecord, COUNTRY } from '../../../../src/server/access/record';

type Action = ActivityAction | OrganisationAction | RegionAction;

const PUBLISHER = 7;
const ORG = 30;
const GUANGDONG = '440000';
const GUANGZHOU = '440100';

const person = (userId: number, extra: Partial<Actor> = {}): Actor => ({
	userId,
	adminScopes: [],
	memberships: [],
	...extra,
});

const VIEWERS: Record<string, Actor | null> = {
	anonymous: null,
	stranger: person(1),
	publisher: person(PUBLISHER),
	'national admin': actorOf({
		token: 't',
		userId: 2,
		roles: ['user', 'national_admin'],
		adminRegion: '',
	}),
	'province admin by session': actorOf({
		token: 't',
		userId: 11,
		roles: ['user', 'province_admin'],
		adminRegion: GUANGDONG,
	}),
	'city admin without a region': actorOf({
		token: 't',
		userId: 12,
		roles: ['user', 'city_admin'],
		adminRegion: '',
	}),
	'flat admin left unmigrated': actorOf({
		token: 't',
		userId: 13,
		roles: ['user', 'admin'],
		adminRegion: '',
	}),
	'province admin of the record': person(3, {
		adminScopes: [{ level: 'province', provinceCode: GUANGDONG }],
	}),
	'province admin elsewhere': person(4, {
		adminScopes: [{ level: 'province', provinceCode: '110000' }],
	}),
	'city admin of the record': person(5, { adminScopes: [{ level: 'city', cityCode: GUANGZHOU }] }),
	'city admin elsewhere': person(6, { adminScopes: [{ level: 'city', cityCode: '440300' }] }),
	'organisation 负责人': person(8, { memberships: [{ organisationId: ORG, role: 'owner' }] }),
	'organisation 成员': person(9, { memberships: [{ organisationId: ORG, role: 'member' }] }),
	'成员 of another organisation': person(10, {
		memberships: [{ organisationId: ORG + 1, role: 'member' }],
	}),
};

const place = { provinceCode: GUANGDONG, cityCode: GUANGZHOU };
const activity = { kind: 'activity', ownerId: PUBLISHER, organisationId: null, ...place } as const;
const RECORDS: Record<string, AccessRecord> = {
	'public activity': { ...activity, isPublic: true },
	'hidden activity': { ...activity, isPublic: false },
	'hidden activity of the organisation': { ...activity, organisationId: ORG, isPublic: false },
	organisation: { kind: 'organisation', id: ORG, ...place },
	'the country': COUNTRY,
	'province region': { kind: 'region', provinceCode: GUANGDONG, cityCode: '' },
	'city region': { kind: 'region', ...place },
};

const HOLDER: Action[] = [
	'view',
	'edit',
	'copy',
	'cancel',
	'upload-material',
	'view-unapproved-materials',
	'view-participants',
	'export-participants',
	'see-full-mobiles',
	'check-in',
	'mark-volunteers',
	'submit-summary',
];
const MEMBER: Action[] = HOLDER.filter((action) => action !== 'cancel');
const ADMIN: Action[] = [
	'view',
	'view-participants',
	'export-participants',
	'check-in',
	'review',
	'escalate',
	'nominate-award',
];
const NOTHING: Action[] = [];
const ONLY_VIEW: Action[] = ['view'];
const NO_REGION = { 'the country': NOTHING, 'province region': NOTHING, 'city region': NOTHING };
const ADMINISTER: Action[] = ['administer'];
const ADMINISTER_AND_ASSIGN: Action[] = ['administer', 'assign-admin'];

const OUTSIDER = {
	'public activity': ONLY_VIEW,
	'hidden activity': NOTHING,
	'hidden activity of the organisation': NOTHING,
	organisation: NOTHING,
	...NO_REGION,
};
const ADMIN_HERE = {
	'public activity': ADMIN,
	'hidden activity': ADMIN,
	'hidden activity of the organisation': ADMIN,
	organisation: ['view-members', 'manage-members', 'nominate-award'] as Action[],
};
/** A province admin over the record's province: runs it, and appoints its cities' admins. */
const PROVINCE_ADMIN_HERE = {
	...ADMIN_HERE,
	'the country': NOTHING,
	'province region': ADMINISTER,
	'city region': ADMINISTER_AND_ASSIGN,
};

/** Viewer → record → the actions allowed; every other action is refused. */
const ALLOWED: Record<string, Record<string, Action[]>> = {
	anonymous: OUTSIDER,
	stranger: OUTSIDER,
	publisher: {
		'public activity': HOLDER,
		'hidden activity': HOLDER,
		// An organisation's activity stays with it: a publisher no longer a member holds it no more.
		'hidden activity of the organisation': NOTHING,
		organisation: NOTHING,
		...NO_REGION,
	},
	'national admin': {
		...ADMIN_HERE,
		'the country': ADMINISTER_AND_ASSIGN,
		'province region': ADMINISTER_AND_ASSIGN,
		'city region': ADMINISTER_AND_ASSIGN,
	},
	'province admin by session': PROVINCE_ADMIN_HERE,
	'city admin without a region': OUTSIDER,
	'flat admin left unmigrated': OUTSIDER,
	'province admin of the record': PROVINCE_ADMIN_HERE,
	'province admin elsewhere': OUTSIDER,
	'city admin of the record': {
		...ADMIN_HERE,
		'the country': NOTHING,
		'province region': NOTHING,
		'city region': ADMINISTER,
	},
	'city admin elsewhere': OUTSIDER,
	'organisation 负责人': {
		'public activity': ONLY_VIEW,
		'hidden activity': NOTHING,
		'hidden activity of the organisation': HOLDER,
		organisation: ['publish', 'view-members', 'manage-members'],
		...NO_REGION,
	},
	'organisation 成员': {
		'public activity': ONLY_VIEW,
		'hidden activity': NOTHING,
		'hidden activity of the organisation': MEMBER,
		organisation: ['publish', 'view-members'],
		...NO_REGION,
	},
	'成员 of another organisation': OUTSIDER,
};

const CASES = Object.entries(ALLOWED).flatMap(([viewer, records]) =>
	Object.entries(records).flatMap(([record, allowed]) =>
		(ACTIONS[(RECORDS[record] as AccessRecord).kind] as Action[]).map(
			(action: Action) => [viewer, action, record, allowed.includes(action)] as const,
		),
	),
);

/** `may` without the pairing of action and record kind, which the table's rows mix. */
const mayAny = may as (actor: Actor | null, action: Action, record: AccessRecord) => boolean;

describe('may', () => {
	it('has a row for every viewer and record', () => {
		expect(Object.keys(ALLOWED)).toEqual(Object.keys(VIEWERS));
		for (const records of Object.values(ALLOWED)) {
			expect(Object.keys(records)).toEqual(Object.keys(RECORDS));
		}
	});

	it.each(CASES)('%s, %s on a %s: %s', (viewer, action, record, allowed) => {
		expect(mayAny(VIEWERS[viewer] ?? null, action, RECORDS[record] as AccessRecord)).toBe(allowed);
	});

	it('refuses an action meant for another kind of record', () => {
		const admin = VIEWERS['national admin'] ?? null;
		expect(mayAny(admin, 'manage-members', RECORDS['hidden activity'] as AccessRecord)).toBe(false);
		expect(mayAny(admin, 'review', RECORDS.organisation as AccessRecord)).toBe(false);
	});
});
