import { sql } from 'drizzle-orm';
import type { Queryable } from '../types';

/**
 * Every demo activity belongs to an organisation, as migration 0042 gave every earlier one: each
 * publisher's activities under one organiser name become one organisation of theirs alone, named
 * after it, in the region of its latest activity; its kind read from the name.
 */
export async function seedOrganisations(tx: Queryable): Promise<void> {
	await tx.execute(sql`
		INSERT INTO organisations (name, type, province_code, city_code, district_code, created_by, created_at)
		SELECT DISTINCT ON (owner_id, organizer)
			organizer,
			CASE
				WHEN organizer LIKE '%科技馆' THEN 'museum'
				WHEN organizer LIKE '%科学技术协会' OR organizer LIKE '%学会' THEN 'society'
				WHEN organizer LIKE '%科普教育基地' THEN 'base'
				WHEN organizer LIKE '%学校' OR organizer LIKE '%中学' OR organizer LIKE '%小学' THEN 'school'
				ELSE 'other'
			END,
			province_code, city_code, district_code, owner_id, created_at
		FROM activities
		WHERE organisation_id IS NULL
		ORDER BY owner_id, organizer, created_at DESC, id DESC`);
	await tx.execute(sql`
		UPDATE activities SET organisation_id = o.id
		FROM organisations o
		WHERE activities.organisation_id IS NULL
			AND o.created_by = activities.owner_id
			AND o.name = activities.organizer`);
	await tx.execute(sql`
		INSERT INTO organisation_members (organisation_id, user_id, role, created_at)
		SELECT o.id, o.created_by, 'owner', o.created_at
		FROM organisations o
		WHERE NOT EXISTS (SELECT 1 FROM organisation_members m WHERE m.organisation_id = o.id)`);
}
