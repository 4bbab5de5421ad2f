import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { organisationRecord } from '../../access/record';
import { requireOrganisation } from '../../access/require';
import { organisationMembers, organisations } from '../../db/schema';
import type { Db } from '../../db/types';
import { findOrganisation } from './find';

/** Gives the organisation id inside the transaction that saves the activity. */
export type OrganisationOf = (tx: Db) => Promise<number>;

interface PublishAs {
	actor: Actor;
	chosen: number | undefined;
	organizer: string;
	region: { provinceCode: string; cityCode: string; districtCode: string };
}

/**
 * The organisation a new activity is published as: the one chosen, if the person belongs to it
 * (refused at once otherwise); without a choice, the person's own one-person organisation of the
 * organiser's name (as migration 0042 gave every earlier activity), made with the activity the
 * first time, so that a refused activity leaves none behind.
 */
export async function organisationToPublishAs(db: Db, input: PublishAs): Promise<OrganisationOf> {
	if (input.chosen === undefined) return (tx) => ownOrganisation(tx, input);
	const row = await findOrganisation(db, input.chosen);
	requireOrganisation(input.actor, 'publish', organisationRecord(row));
	return async () => row.id;
}

async function ownOrganisation(db: Db, input: PublishAs): Promise<number> {
	const name = input.organizer.trim() || '未命名单位';
	const [own] = await db
		.select({ id: organisations.id })
		.from(organisations)
		.innerJoin(
			organisationMembers,
			and(
				eq(organisationMembers.organisationId, organisations.id),
				eq(organisationMembers.userId, input.actor.userId),
			),
		)
		.where(and(eq(organisations.createdBy, input.actor.userId), eq(organisations.name, name)))
		.limit(1);
	if (own) return own.id;
	const [row] = await db
		.insert(organisations)
		.values({ name, type: 'other', ...input.region, createdBy: input.actor.userId })
		.returning({ id: organisations.id });
	if (!row) throw new Error('organisation insert returned nothing');
	await db
		.insert(organisationMembers)
		.values({ organisationId: row.id, userId: input.actor.userId, role: 'owner' });
	return row.id;
}
