import { eq } from 'drizzle-orm';
import {
	activities,
	organisationInvitations,
	organisationMembers,
	organisations,
	users,
} from '../../../src/server/db/schema';
import type { Actor, Scene } from './scene';

/** The one-person organisation the actor's setup activity made, which the actor leads. */
export async function ownOrganisationId(scene: Scene, who: Actor | null): Promise<number> {
	const [row] = await scene.db
		.select({ id: activities.organisationId })
		.from(activities)
		.where(eq(activities.id, who?.activityId ?? 0));
	return row?.id ?? 0;
}

/**
 * Someone else to hold a role: the scene's admin, whose user row exists already (a new row would
 * change the users table the refusal check digests).
 */
const someoneElse = (scene: Scene) => scene.admin.auth.uid;

/** A member of the actor's organisation, to be removed. */
export async function memberToRemove(scene: Scene, who: Actor | null) {
	const organisationId = await ownOrganisationId(scene, who);
	const userId = someoneElse(scene);
	await scene.db
		.insert(organisationMembers)
		.values({ organisationId, userId, role: 'member' })
		.onConflictDoNothing();
	return { organisation_id: organisationId, user_id: userId };
}

/** An organisation someone else leads. */
async function othersOrganisation(scene: Scene): Promise<number> {
	const ownerId = someoneElse(scene);
	const [organisation] = await scene.db
		.insert(organisations)
		.values({ name: '坏输入测试单位', type: 'other', provinceCode: '110000', createdBy: ownerId })
		.returning({ id: organisations.id });
	const organisationId = organisation?.id ?? 0;
	await scene.db
		.insert(organisationMembers)
		.values({ organisationId, userId: ownerId, role: 'owner' });
	return organisationId;
}

/** An organisation someone else leads, the actor a plain member of it, to leave. */
export async function organisationToLeave(scene: Scene, who: Actor | null) {
	const organisationId = await othersOrganisation(scene);
	await scene.db
		.insert(organisationMembers)
		.values({ organisationId, userId: who?.auth.uid ?? 0, role: 'member' });
	return { organisation_id: organisationId };
}

/** An invitation to the actor's own phone number, to answer. */
export async function invitationToAnswer(scene: Scene, who: Actor | null) {
	const [me] = await scene.db
		.select({ mobile: users.mobile })
		.from(users)
		.where(eq(users.id, who?.auth.uid ?? 0));
	const organisationId = await othersOrganisation(scene);
	const [invitation] = await scene.db
		.insert(organisationInvitations)
		.values({ organisationId, mobile: me?.mobile ?? '', role: 'member' })
		.returning({ id: organisationInvitations.id });
	return { invitation_id: invitation?.id ?? 0, accept: 1 };
}

/** An invitation the actor's own organisation sent, to be withdrawn. */
export async function invitationToWithdraw(scene: Scene, who: Actor | null) {
	const organisationId = await ownOrganisationId(scene, who);
	const [invitation] = await scene.db
		.insert(organisationInvitations)
		.values({ organisationId, mobile: '13900000002', role: 'member' })
		.onConflictDoUpdate({
			target: [organisationInvitations.organisationId, organisationInvitations.mobile],
			set: { role: 'member' },
		})
		.returning({ id: organisationInvitations.id });
	return { invitation_id: invitation?.id ?? 0 };
}
