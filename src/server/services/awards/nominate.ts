import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { activityRecord, organisationRecord } from '../../access/record';
import { requireMay, requireOrganisation } from '../../access/require';
import { type AwardKind, activities, awards } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { findOrganisation } from '../organisations/find';
import { eligibleActivity } from './eligible';
import { campaignYearOf } from './year';

export interface Nomination {
	kind: AwardKind;
	targetId: number;
	note: string;
	/** An organisation's campaign year; an activity's is the year it was held. */
	year: number | undefined;
}

interface Target {
	year: number;
	provinceCode: string;
	cityCode: string;
	activityId: number | null;
	organisationId: number | null;
}

async function activityTarget(db: Db, actor: Actor, id: number, now: Date): Promise<Target> {
	const [row] = await db.select().from(activities).where(eq(activities.id, id));
	if (!row) throw refuse.notFound('活动不存在');
	requireMay(actor, 'nominate-award', activityRecord(row));
	const year = campaignYearOf(row.startAt);
	const [eligible] = await db
		.select({ id: activities.id })
		.from(activities)
		.where(and(eq(activities.id, id), eligibleActivity(year, now)));
	if (!eligible) {
		throw refuse.invalid('只能推荐已审核通过、已结束且活动总结已通过审核的活动');
	}
	const { provinceCode, cityCode } = row;
	return { year, provinceCode, cityCode, activityId: id, organisationId: null };
}

async function organisationTarget(
	db: Db,
	actor: Actor,
	id: number,
	year: number,
	now: Date,
): Promise<Target> {
	const organisation = await findOrganisation(db, id);
	requireOrganisation(actor, 'nominate-award', organisationRecord(organisation));
	const [eligible] = await db
		.select({ id: activities.id })
		.from(activities)
		.where(and(eq(activities.organisationId, id), eligibleActivity(year, now)))
		.limit(1);
	if (!eligible) {
		throw refuse.invalid(`该单位在 ${year} 年没有活动总结已通过审核的活动，不能推荐`);
	}
	const { provinceCode, cityCode } = organisation;
	return { year, provinceCode, cityCode, activityId: null, organisationId: id };
}

/**
 * Nominates an activity or an organisation for its year's awards, inside the admin's region. A
 * second nomination of the same target is refused; the same admin sending the same one twice gets
 * the first back.
 */
export async function nominate(
	db: Db,
	actor: Actor,
	nomination: Nomination,
	now: Date,
): Promise<{ id: number; region: string }> {
	const target =
		nomination.kind === 'activity'
			? await activityTarget(db, actor, nomination.targetId, now)
			: await organisationTarget(
					db,
					actor,
					nomination.targetId,
					nomination.year ?? campaignYearOf(now),
					now,
				);
	const region = target.cityCode || target.provinceCode;
	const [inserted] = await db
		.insert(awards)
		.values({ ...target, kind: nomination.kind, note: nomination.note, nominatedBy: actor.userId })
		.onConflictDoNothing()
		.returning({ id: awards.id });
	if (inserted) return { id: inserted.id, region };
	const targetColumn = nomination.kind === 'activity' ? awards.activityId : awards.organisationId;
	const [existing] = await db
		.select({ id: awards.id, nominatedBy: awards.nominatedBy, note: awards.note })
		.from(awards)
		.where(
			and(
				eq(awards.year, target.year),
				eq(awards.kind, nomination.kind),
				eq(targetColumn, nomination.targetId),
			),
		);
	if (existing?.nominatedBy === actor.userId && existing.note === nomination.note) {
		return { id: existing.id, region };
	}
	throw refuse.invalid(
		nomination.kind === 'activity'
			? '该活动已被推荐，不能重复推荐'
			: '该单位今年已被推荐，不能重复推荐',
	);
}
