/** The admin roles, widest first, with the words the console shows for them. */
export const ADMIN_ROLES = {
	national_admin: '全国管理员',
	province_admin: '省级管理员',
	city_admin: '市级管理员',
} as const;

export type AdminRole = keyof typeof ADMIN_ROLES;

export function isAdminRole(role: string): role is AdminRole {
	return Object.hasOwn(ADMIN_ROLES, role);
}

/** The admin role among a user's roles, if any (a person holds one at most). */
export function adminRoleOf(roles: readonly string[]): AdminRole | null {
	return roles.find(isAdminRole) ?? null;
}
