import { ADMIN_ROLES, type AdminRole } from '../../lib/admin-roles';

/** The roles an admin may grant: a national admin any, a province admin city admins, a city admin none. */
export function grantableRoles(viewer: AdminRole): AdminRole[] {
	if (viewer === 'national_admin') return Object.keys(ADMIN_ROLES) as AdminRole[];
	return viewer === 'province_admin' ? ['city_admin'] : [];
}
