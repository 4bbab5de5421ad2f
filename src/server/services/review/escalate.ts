import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor';
import { activityRecord } from '../../access/record';
import { regionFilterOf } from '../../access/region-scope';
import { requireMay } from '../../access/require';
import { activities, activityEdits, reviewEscalations } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';

const LEVEL_ABOVE = { city: 'province', province: 'national' } as const;
const LEVEL_NAMES = { province: '省级', national: '全国' } as const;

/**
 * Sends an activity waiting for review up to the next level's queue (a city's to its province, a
 * province's to the country) with the reviewer's note; answers the level and the activity's region
 * code for the audit log.
 */
export async function escalateActivity(
	db: Db,
	input: { id: number; note: string; actor: Actor; now: Date },
): Promise<{ level: 'province' | 'national'; region: string }> {
	if (input.note.trim() === '') throw refuse.invalid('请填写上报说明');
	const [row] = await db
		.select({ activity: activities, edit: activityEdits.status, current: reviewEscalations.level })
		.from(activities)
		.leftJoin(activityEdits, eq(activityEdits.activityId, activities.id))
		.leftJoin(reviewEscalations, eq(reviewEscalations.activityId, activities.id))
		.where(eq(activities.id, input.id));
	if (!row) throw refuse.notFound();
	requireMay(input.actor, 'escalate', activityRecord(row.activity));
	if (row.activity.status !== 'pending' && row.edit !== 'pending') {
		throw new DomainError('not_editable', '该活动不在待审核状态');
	}
	const scope = regionFilterOf(input.actor);
	if (!scope || scope.level === 'national') {
		throw refuse.forbidden('全国管理员是最高一级审核，不能再上报');
	}
	const level = LEVEL_ABOVE[scope.level];
	if (row.current === 'national' || row.current === level) {
		throw new DomainError('not_editable', `该活动已上报至${LEVEL_NAMES[row.current]}审核`);
	}
	const values = {
		activityId: input.id,
		level,
		note: input.note.trim(),
		escalatedBy: input.actor.userId,
		escalatedAt: input.now,
	};
	await db.insert(reviewEscalations).values(values).onConflictDoUpdate({
		target: reviewEscalations.activityId,
		set: values,
	});
	return { level, region: row.activity.cityCode || row.activity.provinceCode };
}
