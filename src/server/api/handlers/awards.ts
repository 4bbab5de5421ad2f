import {
	awardCandidatesSchema,
	awardListSchema,
	decideAwardSchema,
	nominateAwardSchema,
	withdrawNominationSchema,
} from '../../../lib/validation/awards';
import type { Db } from '../../db/types';
import { decideAward, withdrawNomination } from '../../services/awards/decide';
import { listCandidates, listNominations } from '../../services/awards/list';
import { nominate } from '../../services/awards/nominate';
import { campaignYearOf } from '../../services/awards/year';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput } from '../context';

/** What the admin may nominate this year (or `year`), inside their region. */
export async function getAwardCandidates(context: ApiContext) {
	const { filter } = adminActor(context);
	const { year, ...input } = parseInput(awardCandidatesSchema, context.input);
	return listCandidates(
		context.db,
		filter,
		{ ...input, year: year ?? campaignYearOf(context.now) },
		context.now,
	);
}

/** The year's nominations inside the admin's region, with how many are confirmed. */
export async function getAwardList(context: ApiContext) {
	const { actor, filter } = adminActor(context);
	const { year, ...input } = parseInput(awardListSchema, context.input);
	const list = await listNominations(context.db, filter, {
		...input,
		year: year ?? campaignYearOf(context.now),
	});
	return { ...list, can_confirm: filter.level === 'national' && actor.adminScopes.length > 0 };
}

export async function nominateAwardHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const input = parseInput(nominateAwardSchema, context.input);
	const nomination = {
		kind: input.kind,
		targetId: input.target_id,
		note: input.note,
		year: input.year,
	};
	const { id } = await audited(
		context,
		(result) => ({
			action: 'award.nominate',
			target: { type: input.kind, id: input.target_id },
			detail: input.note,
			region: result.region,
		}),
		(tx: Db) => nominate(tx, actor, nomination, context.now),
	);
	return { id };
}

export async function withdrawNominationHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const { id } = parseInput(withdrawNominationSchema, context.input);
	await audited(
		context,
		(result) => ({
			action: 'award.withdraw',
			target: { type: 'award', id },
			region: result.region,
		}),
		(tx: Db) => withdrawNomination(tx, actor, id),
	);
	return null;
}

export async function decideAwardHandler(context: ApiContext) {
	const { actor } = adminActor(context);
	const input = parseInput(decideAwardSchema, context.input);
	await audited(
		context,
		(result) => ({
			action: input.decision === 'confirm' ? 'award.confirm' : 'award.revoke',
			target: { type: 'award', id: input.id },
			region: result.region,
		}),
		(tx: Db) => decideAward(tx, actor, input, context.now),
	);
	return null;
}
