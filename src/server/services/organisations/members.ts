import { and, asc, eq, sql } from 'drizzle-orm';
import { MEMBER_ROLE_NAMES, type MemberRole } from '../../../lib/organisations';
import type { Actor } from '../../access/actor';
import { organisationRecord } from '../../access/record';
import { requireOrganisation } from '../../access/require';
import { organisationInvitations, organisationMembers, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { maskMobile } from '../users';
import { findOrganisation } from './find';

/** Its members (phone numbers masked) and the numbers invited, for members to see. */
export async function listMembers(db: Db, actor: Actor, organisationId: number) {
	const organisation = await findOrganisation(db, organisationId);
	requireOrganisation(actor, 'view-members', organisationRecord(organisation));
	const [members, invitations] = await Promise.all([
		db
			.select({
				userId: organisationMembers.userId,
				role: organisationMembers.role,
				name: users.showName,
				mobile: users.mobile,
			})
			.from(organisationMembers)
			.innerJoin(users, eq(users.id, organisationMembers.userId))
			.where(eq(organisationMembers.organisationId, organisationId))
			.orderBy(asc(organisationMembers.role), asc(organisationMembers.joinedAt)),
		db
			.select()
			.from(organisationInvitations)
			.where(eq(organisationInvitations.organisationId, organisationId))
			.orderBy(asc(organisationInvitations.id)),
	]);
	return {
		list: members.map((m) => ({
			user_id: m.userId,
			name: m.name,
			mobile: maskMobile(m.mobile),
			role: m.role,
			role_name: MEMBER_ROLE_NAMES[m.role],
			is_me: m.userId === actor.userId,
		})),
		invitations: invitations.map((i) => ({
			id: i.id,
			mobile: maskMobile(i.mobile),
			role: i.role,
			role_name: MEMBER_ROLE_NAMES[i.role],
		})),
	};
}

/** Invites a phone number, which may have no account yet; inviting it again changes the role offered. */
export async function inviteMember(
	db: Db,
	input: { actor: Actor; organisationId: number; mobile: string; role: MemberRole },
) {
	const organisation = await findOrganisation(db, input.organisationId);
	requireOrganisation(input.actor, 'manage-members', organisationRecord(organisation));
	const [already] = await db
		.select({ one: sql`1` })
		.from(organisationMembers)
		.innerJoin(users, eq(users.id, organisationMembers.userId))
		.where(
			and(
				eq(organisationMembers.organisationId, input.organisationId),
				eq(users.mobile, input.mobile),
			),
		);
	if (already) throw refuse.invalid('手机号：该手机号已是本单位成员');
	const [row] = await db
		.insert(organisationInvitations)
		.values({
			organisationId: input.organisationId,
			mobile: input.mobile,
			role: input.role,
			invitedBy: input.actor.userId,
		})
		.onConflictDoUpdate({
			target: [organisationInvitations.organisationId, organisationInvitations.mobile],
			set: { role: input.role, invitedBy: input.actor.userId },
		})
		.returning({ id: organisationInvitations.id });
	return { id: row?.id ?? 0 };
}

/** Withdraws an invitation not yet answered (a 负责人): its number no longer sees it. */
export async function withdrawInvitation(
	db: Db,
	input: { actor: Actor; invitationId: number },
): Promise<void> {
	const [invitation] = await db
		.select({ organisationId: organisationInvitations.organisationId })
		.from(organisationInvitations)
		.where(eq(organisationInvitations.id, input.invitationId));
	if (!invitation) throw refuse.notFound('邀请不存在或已处理');
	const organisation = await findOrganisation(db, invitation.organisationId);
	requireOrganisation(input.actor, 'manage-members', organisationRecord(organisation));
	await db
		.delete(organisationInvitations)
		.where(eq(organisationInvitations.id, input.invitationId));
}

/** Accepts (joins with the role offered) or declines an invitation to the person's own number. */
export async function answerInvitation(
	db: Db,
	input: { userId: number; invitationId: number; accept: boolean },
): Promise<void> {
	await db.transaction(async (tx) => {
		const [invitation] = await tx
			.select({ row: organisationInvitations })
			.from(organisationInvitations)
			.innerJoin(users, eq(users.mobile, organisationInvitations.mobile))
			.where(and(eq(organisationInvitations.id, input.invitationId), eq(users.id, input.userId)));
		if (!invitation) throw refuse.notFound('邀请不存在或已处理');
		await tx
			.delete(organisationInvitations)
			.where(eq(organisationInvitations.id, input.invitationId));
		if (!input.accept) return;
		await tx
			.insert(organisationMembers)
			.values({
				organisationId: invitation.row.organisationId,
				userId: input.userId,
				role: invitation.row.role,
			})
			.onConflictDoNothing();
	});
}

/**
 * Takes a member out (by a 负责人, or the member themselves leaving); the organisation keeps its
 * activities. The last 负责人 stays: under the organisation's row lock, so two leaving at once
 * cannot both pass.
 */
async function dropMember(db: Db, organisationId: number, userId: number, leaving: boolean) {
	await db.transaction(async (tx) => {
		await tx.execute(sql`SELECT 1 FROM organisations WHERE id = ${organisationId} FOR UPDATE`);
		const members = await tx
			.select({ userId: organisationMembers.userId, role: organisationMembers.role })
			.from(organisationMembers)
			.where(eq(organisationMembers.organisationId, organisationId));
		const member = members.find((m) => m.userId === userId);
		if (!member) throw refuse.notFound(leaving ? '您不是该单位的成员' : '该成员不在本单位');
		const owners = members.filter((m) => m.role === 'owner').length;
		if (member.role === 'owner' && owners === 1) {
			throw new DomainError(
				'not_editable',
				leaving
					? '您是该单位唯一的负责人，请先邀请另一位负责人再退出'
					: '不能移除该单位唯一的负责人',
			);
		}
		await tx
			.delete(organisationMembers)
			.where(
				and(
					eq(organisationMembers.organisationId, organisationId),
					eq(organisationMembers.userId, userId),
				),
			);
	});
}

export async function removeMember(
	db: Db,
	input: { actor: Actor; organisationId: number; userId: number },
): Promise<void> {
	const organisation = await findOrganisation(db, input.organisationId);
	requireOrganisation(input.actor, 'manage-members', organisationRecord(organisation));
	await dropMember(db, input.organisationId, input.userId, input.userId === input.actor.userId);
}

export async function leaveOrganisation(
	db: Db,
	input: { userId: number; organisationId: number },
): Promise<void> {
	await findOrganisation(db, input.organisationId);
	await dropMember(db, input.organisationId, input.userId, true);
}
