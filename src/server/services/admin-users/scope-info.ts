import { ADMIN_ROLES, adminRoleOf } from '../../../lib/admin-roles';
import type { AdminScopeInfo } from '../../../lib/api/admin-types';
import type { AuthSession } from '../../auth/sessions';
import { refuse } from '../../domain-error';
import { regionCodeName } from '../../regions';

/** The signed-in admin's role and region, as the console heads its screens. */
export function adminScopeInfo(session: AuthSession): AdminScopeInfo {
	const role = adminRoleOf(session.roles);
	if (!role) throw refuse.forbidden('需要管理员权限');
	const code = role === 'national_admin' ? '' : session.adminRegion;
	return {
		role,
		role_name: ADMIN_ROLES[role],
		region_code: code,
		region_name: code ? regionCodeName(code) : '全国',
	};
}
