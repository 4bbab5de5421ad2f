import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_ROLES, adminRoleOf } from '../../../lib/admin-roles';
import type { AdminUserRow } from '../../../lib/api/admin-types';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import type { RegionFilter } from '../../access/region-scope';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { regionCodeName } from '../../regions';
import { maskMobile } from '../users';
import { roleRegion } from './role-region';

const LIMIT = 50;

const isAdmin = sql`${users.roles} && ARRAY['national_admin','province_admin','city_admin']::text[]`;

/** The admins whose region lies inside the viewer's. */
function adminsInside(filter: RegionFilter): SQL | undefined {
	if (filter.level === 'national') return isAdmin;
	const code = filter.level === 'province' ? filter.provinceCode : filter.cityCode;
	const prefix = filter.level === 'province' ? `${code.slice(0, 2)}%` : code;
	return and(isAdmin, sql`${users.adminRegion} LIKE ${prefix}`);
}

/** Whom a keyword finds: a whole number, or a name containing it. */
function matching(keyword: string): SQL | undefined {
	if (/^\d{11}$/.test(keyword)) return eq(users.mobile, keyword);
	return or(ilike(users.showName, containsPattern(keyword)), eq(users.mobile, keyword));
}

/**
 * /admin/users: without a keyword the admins of the viewer's region, else up to 50 people found by
 * their whole number or a part of their name; numbers masked, each with their admin role and
 * whether the viewer may withdraw it.
 */
export async function listAdminUsers(
	db: Queryable,
	input: { actor: Actor; filter: RegionFilter; keyword: string },
): Promise<AdminUserRow[]> {
	const where = input.keyword ? matching(input.keyword) : adminsInside(input.filter);
	const rows = await db.select().from(users).where(where).orderBy(asc(users.id)).limit(LIMIT);
	return rows.map((row) => {
		const role = adminRoleOf(row.roles);
		const code = role === 'national_admin' ? '' : row.adminRegion;
		const region = role && (role === 'national_admin' || code) ? safeRegion(role, code) : null;
		return {
			id: row.id,
			show_name: row.showName,
			mobile: maskMobile(row.mobile),
			role,
			role_name: role ? ADMIN_ROLES[role] : '',
			region_code: code,
			region_name: role ? (code ? regionCodeName(code) : '全国') : '',
			can_revoke:
				region !== null &&
				row.id !== input.actor.userId &&
				may(input.actor, 'assign-admin', region),
		};
	});
}

function safeRegion(role: Parameters<typeof roleRegion>[0], code: string) {
	try {
		return roleRegion(role, code);
	} catch {
		return null;
	}
}
