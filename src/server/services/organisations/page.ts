import { and, count, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { organisationRecord } from '../../access/record';
import { activities, organisationMembers } from '../../db/schema';
import type { Db } from '../../db/types';
import { toActivitySummary } from '../activities/present';
import { publicActivityCondition } from '../activities/visibility';
import { findOrganisation } from './find';
import { presentOrganisation } from './mine';

/**
 * An organisation's page: what it is and its activities, latest first. Everyone sees the public
 * ones; its members see all of them (pending, rejected), as they may edit them.
 */
export async function getOrganisationPage(
	db: Db,
	input: { id: number; page: number; pageSize: number; viewer: Actor | null; now: Date },
) {
	const organisation = await findOrganisation(db, input.id);
	const isMember = may(input.viewer, 'publish', organisationRecord(organisation));
	const where = isMember
		? eq(activities.organisationId, input.id)
		: and(eq(activities.organisationId, input.id), publicActivityCondition);
	const [rows, [total], [members]] = await Promise.all([
		db
			.select()
			.from(activities)
			.where(where)
			.orderBy(desc(activities.startAt), desc(activities.id))
			.limit(input.pageSize)
			.offset((input.page - 1) * input.pageSize),
		db.select({ n: count() }).from(activities).where(where),
		db
			.select({ n: count() })
			.from(organisationMembers)
			.where(eq(organisationMembers.organisationId, input.id)),
	]);
	return {
		organisation: { ...presentOrganisation(organisation), member_count: members?.n ?? 0 },
		is_member: isMember,
		list: rows.map((row) => toActivitySummary(row, input.now)),
		total: total?.n ?? 0,
		page: input.page,
		pageSize: input.pageSize,
	};
}
