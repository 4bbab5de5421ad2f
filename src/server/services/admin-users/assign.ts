import { eq } from 'drizzle-orm';
import { type AdminRole, adminRoleOf, isAdminRole } from '../../../lib/admin-roles';
import type { Actor } from '../../access/actor';
import { requireRegion } from '../../access/require';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { describeRole, roleRegion } from './role-region';

type Target = typeof users.$inferSelect;

/** What the audit log keeps of a change of role: whom, what, where. */
export interface RoleChange {
	userId: number;
	detail: string;
	region: string;
}

async function lockTarget(db: Db, where: { userId?: number; mobile?: string }): Promise<Target> {
	const condition =
		where.userId !== undefined ? eq(users.id, where.userId) : eq(users.mobile, where.mobile ?? '');
	const [target] = await db.select().from(users).where(condition).for('update');
	if (!target) throw refuse.notFound('该手机号尚未登录过本站，请对方先登录一次再授予角色');
	return target;
}

/** The target's current admin role must be one the actor may withdraw. */
function requireMayWithdraw(actor: Actor, target: Target, role: AdminRole): void {
	requireRegion(
		actor,
		'assign-admin',
		roleRegion(role, role === 'national_admin' ? '' : target.adminRegion),
	);
}

/**
 * Makes the person with this number an admin of a region: a national admin grants any role, a
 * province admin city admins of its province, a city admin nothing. A role they hold already is
 * replaced, if the actor may withdraw it. Nobody changes their own role.
 */
export async function grantAdminRole(
	db: Db,
	input: { actor: Actor; mobile: string; role: AdminRole; regionCode: string },
): Promise<RoleChange> {
	const region = roleRegion(input.role, input.regionCode);
	requireRegion(input.actor, 'assign-admin', region);
	const target = await lockTarget(db, { mobile: input.mobile });
	if (target.id === input.actor.userId) throw refuse.invalid('不能修改自己的管理员角色');
	const current = adminRoleOf(target.roles);
	if (current) requireMayWithdraw(input.actor, target, current);
	await db
		.update(users)
		.set({
			roles: [...target.roles.filter((role) => !isAdminRole(role)), input.role],
			adminRegion: input.regionCode,
		})
		.where(eq(users.id, target.id));
	return {
		userId: target.id,
		detail: `授予 ${describeRole(input.role, input.regionCode)}${current ? `（原为 ${describeRole(current, target.adminRegion)}）` : ''}`,
		region: input.regionCode,
	};
}

/** Withdraws a person's admin role, under the rule that granted it. */
export async function revokeAdminRole(
	db: Db,
	input: { actor: Actor; userId?: number | undefined; mobile?: string | undefined },
): Promise<RoleChange> {
	if (input.userId === undefined && input.mobile === undefined) {
		throw refuse.invalid('请填写用户编号（user_id）或手机号（mobile）');
	}
	const target = await lockTarget(db, {
		...(input.userId !== undefined ? { userId: input.userId } : {}),
		...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
	});
	if (target.id === input.actor.userId) throw refuse.invalid('不能撤销自己的管理员角色');
	const current = adminRoleOf(target.roles);
	if (!current) throw refuse.invalid('该用户不是管理员');
	requireMayWithdraw(input.actor, target, current);
	await db
		.update(users)
		.set({ roles: target.roles.filter((role) => !isAdminRole(role)), adminRegion: '' })
		.where(eq(users.id, target.id));
	return {
		userId: target.id,
		detail: `撤销 ${describeRole(current, target.adminRegion)}`,
		region: current === 'national_admin' ? '' : target.adminRegion,
	};
}
