import { z } from 'zod/mini';
import { idField, requiredText } from '../../../lib/validation/fields';
import { COUNTRY } from '../../access/record';
import { requireRegion } from '../../access/require';
import type { Db } from '../../db/types';
import {
	addScreeningTerm,
	listScreeningTerms,
	removeScreeningTerm,
} from '../../screening/admin-terms';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput, requireSession } from '../context';

const termSchema = z.object({ term: requiredText('筛查词', 1, 50) });
const termIdSchema = z.object({ id: idField('筛查词编号') });

export async function getScreeningTerms(context: ApiContext) {
	return listScreeningTerms(context.db, context.config.contentBlocklist);
}

/** The terms hold for the whole country: only a national admin changes them. */
function requireNational(context: ApiContext): void {
	const { actor } = adminActor(context);
	requireRegion(actor, 'administer', COUNTRY);
}

export async function addScreeningTermHandler(context: ApiContext) {
	requireNational(context);
	const { term } = parseInput(termSchema, context.input);
	const adminId = requireSession(context).userId;
	const id = await audited(
		context,
		(added) => ({ action: 'term.add', target: { type: 'term', id: added }, detail: term }),
		(tx: Db) => addScreeningTerm(tx, term, adminId),
	);
	return { id };
}

export async function removeScreeningTermHandler(context: ApiContext) {
	requireNational(context);
	const { id } = parseInput(termIdSchema, context.input);
	await audited(
		context,
		(term) => ({ action: 'term.remove', target: { type: 'term', id }, detail: term }),
		(tx: Db) => removeScreeningTerm(tx, id),
	);
	return null;
}
