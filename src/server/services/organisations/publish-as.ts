import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { organisationRecord } from '../../access/record';
import { requireOrganisation } from '../../access/require';
import { organisationMembers, organisations } from '../../db/schema';
import type { Db } from '../../db/types';
import { findOrganisation } from './find';

/** What a new activity's own organisation is made of: its organiser's name and its region. */
interface PublishedActivity {
	organizer: string;
	provinceCode: string;
	cityCode: string;
	districtCode: string;
}

/** Gives a new activity's organisation id inside the transaction that saves it. */
export type OrganisationOf = (tx: Db, activity: PublishedActivity) => Promise<number>;

/**
 * The organisation new activities are published as: the one chosen, if the person belongs to it
 * (refused at once otherwise); without a choice, for each activity the person's own one-person
 * organisation of its organiser's name (as migration 0042 gave every earlier activity), made with
 * the activity the first time, so that a refused activity leaves none behind.
 */
export async function organisationToPublishAs(
	db: Db,
	input: { actor: Actor; chosen: number | undefined },
): Promise<OrganisationOf> {
	const { actor, chosen } = input;
	if (chosen === undefined) return (tx, activity) => ownOrganisation(tx, actor.userId, activity);
	const row = await findOrganisation(db, chosen);
	requireOrganisation(actor, 'publish', organisationRecord(row));
	return async () => row.id;
}

async function ownOrganisation(db: Db, userId: number, activity: PublishedActivity) {
	const name = activity.organizer.trim() || '未命名单位';
	const [own] = await db
		.select({ id: organisations.id })
		.from(organisations)
		.innerJoin(
			organisationMembers,
			and(
				eq(organisationMembers.organisationId, organisations.id),
				eq(organisationMembers.userId, userId),
			),
		)
		.where(and(eq(organisations.createdBy, userId), eq(organisations.name, name)))
		.limit(1);
	if (own) return own.id;
	const { provinceCode, cityCode, districtCode } = activity;
	const [row] = await db
		.insert(organisations)
		.values({ name, type: 'other', provinceCode, cityCode, districtCode, createdBy: userId })
		.returning({ id: organisations.id });
	if (!row) throw new Error('organisation insert returned nothing');
	await db.insert(organisationMembers).values({ organisationId: row.id, userId, role: 'owner' });
	return row.id;
}
