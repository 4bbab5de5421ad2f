import { sql } from 'drizzle-orm';
import type { MemberRole } from '../../lib/organisations';

export interface Membership {
	organisationId: number;
	role: MemberRole;
}

/**
 * A session's organisations as one column of its lookup (one index read of organisation_members), so
 * that every permission check of the request knows them without another query.
 */
export const membershipsColumn = sql<Membership[]>`coalesce((
	SELECT json_agg(json_build_object('organisationId', m.organisation_id, 'role', m.role))
	FROM organisation_members m WHERE m.user_id = "sessions"."user_id"), '[]'::json)`.mapWith(
	(value: unknown): Membership[] =>
		(typeof value === 'string' ? JSON.parse(value) : value) as Membership[],
);
