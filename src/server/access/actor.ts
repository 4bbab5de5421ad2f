import { adminRoleOf } from '../../lib/admin-roles';
import type { AuthSession } from '../auth/sessions';
import type { Membership } from '../db/memberships-column';

/** Where an admin may act: everywhere, in one province, or in one city (region codes as stored). */
export type AdminScope =
	| { level: 'national' }
	| { level: 'province'; provinceCode: string }
	| { level: 'city'; cityCode: string };

/** A signed-in person as the permission rules see them. */
export interface Actor {
	userId: number;
	adminScopes: readonly AdminScope[];
	memberships: readonly Membership[];
}

/** Where a session's admin role lets it act; none for a role without its region code. */
function adminScopesOf(session: Pick<AuthSession, 'roles' | 'adminRegion'>): AdminScope[] {
	const role = adminRoleOf(session.roles);
	if (role === 'national_admin') return [{ level: 'national' }];
	if (!session.adminRegion) return [];
	if (role === 'province_admin') return [{ level: 'province', provinceCode: session.adminRegion }];
	if (role === 'city_admin') return [{ level: 'city', cityCode: session.adminRegion }];
	return [];
}

/** The actor of a session, with the organisations its lookup read. */
export function actorOf(session: AuthSession): Actor;
export function actorOf(session: AuthSession | null): Actor | null;
export function actorOf(session: AuthSession | null): Actor | null {
	if (!session) return null;
	return {
		userId: session.userId,
		adminScopes: adminScopesOf(session),
		memberships: session.memberships ?? [],
	};
}
