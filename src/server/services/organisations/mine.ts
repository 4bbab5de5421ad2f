import { and, asc, eq, sql } from 'drizzle-orm';
import { MEMBER_ROLE_NAMES, ORGANISATION_TYPE_NAMES } from '../../../lib/organisations';
import {
	organisationInvitations,
	organisationMembers,
	organisations,
	users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { describeRegion } from '../../regions';

type OrganisationRow = typeof organisations.$inferSelect;

/** How lists show an organisation: its kind and region in words. */
export function presentOrganisation(row: OrganisationRow) {
	return {
		id: row.id,
		name: row.name,
		type: row.type,
		type_name: ORGANISATION_TYPE_NAMES[row.type],
		province_code: row.provinceCode,
		city_code: row.cityCode,
		district_code: row.districtCode,
		...describeRegion(row.provinceCode, row.cityCode, row.districtCode),
	};
}

/** The person's organisations with their role, and the invitations waiting for their phone number. */
export async function listMyOrganisations(db: Db, userId: number) {
	const memberCount = sql<number>`(SELECT count(*)::int FROM organisation_members c WHERE c.organisation_id = ${organisations.id})`;
	const [mine, invited] = await Promise.all([
		db
			.select({ organisation: organisations, role: organisationMembers.role, memberCount })
			.from(organisationMembers)
			.innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
			.where(eq(organisationMembers.userId, userId))
			.orderBy(asc(organisations.name), asc(organisations.id)),
		db
			.select({ invitation: organisationInvitations, organisation: organisations })
			.from(organisationInvitations)
			.innerJoin(users, and(eq(users.id, userId), eq(users.mobile, organisationInvitations.mobile)))
			.innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
			.orderBy(asc(organisationInvitations.id)),
	]);
	return {
		list: mine.map(({ organisation, role, memberCount: count }) => ({
			...presentOrganisation(organisation),
			role,
			role_name: MEMBER_ROLE_NAMES[role],
			member_count: count,
		})),
		invitations: invited.map(({ invitation, organisation }) => ({
			id: invitation.id,
			role: invitation.role,
			role_name: MEMBER_ROLE_NAMES[invitation.role],
			organisation: presentOrganisation(organisation),
		})),
	};
}
