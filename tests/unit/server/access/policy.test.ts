import { describe, expect, it } from 'vitest';
import { type Actor, actorOf } from '../../../../src/server/access/actor';
import {
	ACTIONS,
	type ActivityAction,
	may,
	type OrganisationAction,
} from '../../../../src/server/access/policy';
import type { AccessRecord } from '../../../../src/server/access/record';

type Action = ActivityAction | OrganisationAction;

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
	'flat admin (national)': actorOf({ token: 't', userId: 2, roles: ['user', 'admin'] }),
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
};

const HOLDER: Action[] = [
	'view',
	'edit',
	'cancel',
	'upload-material',
	'view-unapproved-materials',
	'view-participants',
	'export-participants',
	'see-full-mobiles',
	'check-in',
];
const MEMBER: Action[] = HOLDER.filter((action) => action !== 'cancel');
const ADMIN: Action[] = ['view', 'view-participants', 'export-participants', 'check-in', 'review'];
const NOTHING: Action[] = [];
const ONLY_VIEW: Action[] = ['view'];

const OUTSIDER = {
	'public activity': ONLY_VIEW,
	'hidden activity': NOTHING,
	'hidden activity of the organisation': NOTHING,
	organisation: NOTHING,
};
const ADMIN_HERE = {
	'public activity': ADMIN,
	'hidden activity': ADMIN,
	'hidden activity of the organisation': ADMIN,
	organisation: ['manage-members'] as Action[],
};

/** Viewer → record → the actions allowed; every other action is refused. */
const ALLOWED: Record<string, Record<string, Action[]>> = {
	anonymous: OUTSIDER,
	stranger: OUTSIDER,
	publisher: {
		'public activity': HOLDER,
		'hidden activity': HOLDER,
		'hidden activity of the organisation': HOLDER,
		organisation: NOTHING,
	},
	'flat admin (national)': ADMIN_HERE,
	'province admin of the record': ADMIN_HERE,
	'province admin elsewhere': OUTSIDER,
	'city admin of the record': ADMIN_HERE,
	'city admin elsewhere': OUTSIDER,
	'organisation 负责人': {
		'public activity': ONLY_VIEW,
		'hidden activity': NOTHING,
		'hidden activity of the organisation': HOLDER,
		organisation: ['publish', 'manage-members'],
	},
	'organisation 成员': {
		'public activity': ONLY_VIEW,
		'hidden activity': NOTHING,
		'hidden activity of the organisation': MEMBER,
		organisation: ['publish'],
	},
	'成员 of another organisation': OUTSIDER,
};

const CASES = Object.entries(ALLOWED).flatMap(([viewer, records]) =>
	Object.entries(records).flatMap(([record, allowed]) =>
		ACTIONS[(RECORDS[record] as AccessRecord).kind].map(
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
		const admin = VIEWERS['flat admin (national)'] ?? null;
		expect(mayAny(admin, 'manage-members', RECORDS['hidden activity'] as AccessRecord)).toBe(false);
		expect(mayAny(admin, 'review', RECORDS.organisation as AccessRecord)).toBe(false);
	});
});
