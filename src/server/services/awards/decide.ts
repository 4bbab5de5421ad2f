import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { may } from '../../access/policy';
import { COUNTRY, regionRecord } from '../../access/record';
import { requireRegion } from '../../access/require';
import { awards } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';

async function findAward(db: Db, id: number) {
	const [award] = await db.select().from(awards).where(eq(awards.id, id));
	if (!award) throw refuse.notFound('推荐记录不存在');
	return award;
}

/** Withdraws a nomination not yet confirmed, by an admin of its region. */
export async function withdrawNomination(
	db: Db,
	actor: Actor,
	id: number,
): Promise<{ region: string }> {
	const award = await findAward(db, id);
	const region = award.cityCode || award.provinceCode;
	requireRegion(actor, 'administer', regionRecord(region));
	const [removed] = await db
		.delete(awards)
		.where(and(eq(awards.id, id), eq(awards.status, 'nominated')))
		.returning({ id: awards.id });
	if (!removed) {
		throw new DomainError('not_editable', '该推荐已被确认，需由全国管理员先取消确认');
	}
	return { region };
}

/** A national admin confirms a nomination for the year's list, or takes a confirmed one back off it. */
export async function decideAward(
	db: Db,
	actor: Actor,
	input: { id: number; decision: 'confirm' | 'revoke' },
	now: Date,
): Promise<{ region: string }> {
	if (!may(actor, 'administer', COUNTRY)) {
		throw refuse.outOfScope('只有全国管理员可以确认年度优秀名单');
	}
	const award = await findAward(db, input.id);
	const confirming = input.decision === 'confirm';
	const [changed] = await db
		.update(awards)
		.set(
			confirming
				? { status: 'confirmed', confirmedBy: actor.userId, confirmedAt: now }
				: { status: 'nominated', confirmedBy: null, confirmedAt: null },
		)
		.where(and(eq(awards.id, input.id), eq(awards.status, confirming ? 'nominated' : 'confirmed')))
		.returning({ id: awards.id });
	if (!changed) {
		throw new DomainError('not_editable', confirming ? '该推荐已确认' : '该推荐尚未确认');
	}
	return { region: award.cityCode || award.provinceCode };
}
