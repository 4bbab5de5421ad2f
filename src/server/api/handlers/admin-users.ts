import {
	adminUserSearchSchema,
	grantRoleSchema,
	revokeRoleSchema,
} from '../../../lib/validation/admin';
import type { Db } from '../../db/types';
import { grantAdminRole, revokeAdminRole } from '../../services/admin-users/assign';
import { listAdminUsers } from '../../services/admin-users/list';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput } from '../context';

export async function getAdminUsers(context: ApiContext) {
	const { actor, filter } = adminActor(context);
	const { keyword } = parseInput(adminUserSearchSchema, context.input);
	return listAdminUsers(context.db, { actor, filter, keyword });
}

export async function grantRoleHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const input = parseInput(grantRoleSchema, context.input);
	const change = await audited(
		context,
		(done) => ({
			action: 'role.grant',
			target: { type: 'user', id: done.userId },
			detail: done.detail,
			region: done.region,
		}),
		(tx: Db) =>
			grantAdminRole(tx, {
				actor,
				mobile: input.mobile,
				role: input.role,
				regionCode: input.region_code,
			}),
	);
	return { user_id: change.userId };
}

export async function revokeRoleHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const input = parseInput(revokeRoleSchema, context.input);
	await audited(
		context,
		(done) => ({
			action: 'role.revoke',
			target: { type: 'user', id: done.userId },
			detail: done.detail,
			region: done.region,
		}),
		(tx: Db) => revokeAdminRole(tx, { actor, userId: input.user_id, mobile: input.mobile }),
	);
	return null;
}
