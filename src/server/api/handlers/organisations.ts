import {
	createOrganisationSchema,
	invitationAnswerSchema,
	invitationIdSchema,
	inviteMemberSchema,
	organisationIdSchema,
	organisationPageSchema,
	removeMemberSchema,
} from '../../../lib/validation/organisation';
import { actorOf } from '../../access/actor';
import { createOrganisation } from '../../services/organisations/create';
import {
	answerInvitation,
	inviteMember,
	leaveOrganisation,
	listMembers,
	removeMember,
	withdrawInvitation,
} from '../../services/organisations/members';
import { listMyOrganisations } from '../../services/organisations/mine';
import { getOrganisationPage } from '../../services/organisations/page';
import { type ApiContext, parseInput, requireSession } from '../context';

export async function addOrganisation(context: ApiContext) {
	const session = requireSession(context);
	const organisation = parseInput(createOrganisationSchema, context.input);
	return createOrganisation(context.db, { userId: session.userId, organisation, now: context.now });
}

export async function getMyOrganisations(context: ApiContext) {
	return listMyOrganisations(context.db, requireSession(context).userId);
}

export async function getOrganisationMembers(context: ApiContext) {
	const { organisation_id } = parseInput(organisationIdSchema, context.input);
	return listMembers(context.db, actorOf(requireSession(context)), organisation_id);
}

export async function inviteOrganisationMember(context: ApiContext) {
	const { organisation_id, mobile, role } = parseInput(inviteMemberSchema, context.input);
	return inviteMember(context.db, {
		actor: actorOf(requireSession(context)),
		organisationId: organisation_id,
		mobile,
		role,
	});
}

export async function answerOrganisationInvitation(context: ApiContext) {
	const { invitation_id, accept } = parseInput(invitationAnswerSchema, context.input);
	await answerInvitation(context.db, {
		userId: requireSession(context).userId,
		invitationId: invitation_id,
		accept: accept === 1,
	});
	return null;
}

export async function withdrawOrganisationInvitation(context: ApiContext) {
	const { invitation_id } = parseInput(invitationIdSchema, context.input);
	await withdrawInvitation(context.db, {
		actor: actorOf(requireSession(context)),
		invitationId: invitation_id,
	});
	return null;
}

export async function removeOrganisationMember(context: ApiContext) {
	const { organisation_id, user_id } = parseInput(removeMemberSchema, context.input);
	await removeMember(context.db, {
		actor: actorOf(requireSession(context)),
		organisationId: organisation_id,
		userId: user_id,
	});
	return null;
}

export async function leaveOrganisationHandler(context: ApiContext) {
	const { organisation_id } = parseInput(organisationIdSchema, context.input);
	await leaveOrganisation(context.db, {
		userId: requireSession(context).userId,
		organisationId: organisation_id,
	});
	return null;
}

/** Public: an organisation and its activities (its members also see those not yet public). */
export async function getOrganisationDetail(context: ApiContext) {
	const { id, page, pageSize } = parseInput(organisationPageSchema, context.input);
	return getOrganisationPage(context.db, {
		id,
		page,
		pageSize,
		viewer: actorOf(context.session),
		now: context.now,
	});
}
