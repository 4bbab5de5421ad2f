import type { AdminUserRow, GrantRoleInput } from './admin-types';
import { request } from './http';

/** /admin/users: the admins of the viewer's region, or the people a keyword finds. */
export function getAdminUsers(keyword: string): Promise<AdminUserRow[]> {
	return request<AdminUserRow[]>('/admin/getUsers', { data: { keyword } });
}

export function grantRole(input: GrantRoleInput): Promise<{ user_id: number }> {
	return request<{ user_id: number }>('/admin/grantRole', { data: { ...input } });
}

export function revokeRole(userId: number): Promise<null> {
	return request<null>('/admin/revokeRole', { data: { user_id: userId } });
}
