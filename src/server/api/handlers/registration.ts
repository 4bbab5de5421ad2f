import { z } from 'zod/mini';
import { REGISTRATION_AGREEMENT_TEXT } from '../../../lib/privacy/registration-sharing';
import { idSchema } from '../../../lib/validation/common';
import { idField } from '../../../lib/validation/fields';
import { refuse } from '../../domain-error';
import { cancelRegistration, leaveWaitlist } from '../../services/registration/cancel';
import { joinActivity, joinWaitlist } from '../../services/registration/join';
import { getMyRegistration, listMyWaitlist } from '../../services/registration/mine';
import { type ApiContext, parseInput, requireSession } from '../context';

/** The activity and the details it may ask for; the service checks them against what it asks. */
const joinSchema = z.object({
	id: idField('活动编号'),
	name: z.optional(z.unknown()),
	mobile: z.optional(z.unknown()),
	organization: z.optional(z.unknown()),
	under_14: z.optional(z.unknown()),
	guardian_name: z.optional(z.unknown()),
	guardian_agree: z.optional(z.unknown()),
	/** 1: the joiner agrees to share what the organiser sees (the dialog lists it). */
	agree: z.optional(z.unknown()),
});

const AGREED = new Set<unknown>([1, '1', true, 'true']);

function joinRequest(context: ApiContext) {
	const input = parseInput(joinSchema, context.input);
	// Asked on every call, an idempotent one too: the agreement is to what is shared now.
	if (!AGREED.has(input.agree))
		throw refuse.invalid(`${REGISTRATION_AGREEMENT_TEXT}（agree 为 1）`);
	const { id, name, mobile, organization, under_14, guardian_name, guardian_agree } = input;
	return {
		activityId: id,
		userId: requireSession(context).userId,
		details: { name, mobile, organization },
		guardian: { under_14, guardian_name, guardian_agree },
		agreed: true,
		ip: context.ip,
		now: context.now,
	};
}

function ownRequest(context: ApiContext) {
	const { id } = parseInput(idSchema, context.input);
	return { activityId: id, userId: requireSession(context).userId, now: context.now };
}

export async function activityJoin(context: ApiContext) {
	return joinActivity(context.db, joinRequest(context));
}

export async function waitlistJoin(context: ApiContext) {
	return joinWaitlist(context.db, joinRequest(context));
}

/** When the freed seat promoted someone, their SMS copy goes now rather than at the sweep. */
export async function cancelJoin(context: ApiContext) {
	const { registration, promoted } = await cancelRegistration(context.db, ownRequest(context));
	if (promoted > 0) {
		await context.deps.jobs
			?.send('sms-notices', {}, { singletonKey: 'after-cancel' })
			.catch((error: unknown) => console.error('[jobs] queueing SMS notices failed:', error));
	}
	return registration;
}

export async function waitlistLeave(context: ApiContext) {
	return leaveWaitlist(context.db, ownRequest(context));
}

export async function getRegistration(context: ApiContext) {
	return getMyRegistration(context.db, ownRequest(context));
}

export async function getMyWaitlist(context: ApiContext) {
	return listMyWaitlist(context.db, requireSession(context).userId, context.now);
}
