import type { z } from 'zod/mini';
import type { createOrganisationSchema } from '../../../lib/validation/organisation';
import { organisationMembers, organisations } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { checkRegionChoice } from '../../regions';

export type NewOrganisation = z.output<typeof createOrganisationSchema>;

/** A new organisation whose first 负责人 is the person who creates it. */
export async function createOrganisation(
	db: Db,
	input: { userId: number; organisation: NewOrganisation; now: Date },
): Promise<{ id: number }> {
	const { name, type, province_code, city_code, district_code } = input.organisation;
	const regionProblem = checkRegionChoice(province_code, city_code, district_code);
	if (regionProblem) throw refuse.invalid(regionProblem);
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(organisations)
			.values({
				name,
				type,
				provinceCode: province_code,
				cityCode: city_code,
				districtCode: district_code,
				createdBy: input.userId,
				createdAt: input.now,
			})
			.returning({ id: organisations.id });
		if (!row) throw new Error('organisation insert returned nothing');
		await tx
			.insert(organisationMembers)
			.values({ organisationId: row.id, userId: input.userId, role: 'owner', joinedAt: input.now });
		return row;
	});
}
