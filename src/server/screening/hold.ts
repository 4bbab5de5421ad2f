import { and, eq, inArray } from 'drizzle-orm';
import type { Screened, ScreeningHit } from '../../lib/api/screening-types';
import { screeningHits } from '../db/schema';
import type { Db } from '../db/types';
import { notifyUsers } from '../services/messages';
import { fieldsOf } from './screen';

type TargetType = 'activity' | 'material' | 'summary';

const NOUNS: Record<TargetType, string> = {
	activity: '活动',
	material: '资料',
	summary: '活动总结',
};

/**
 * Keeps what screening found for the reviewer and tells the owner which fields wait for review,
 * never the term. A clean submission clears an earlier record.
 */
export async function recordScreening(
	db: Db,
	target: { type: TargetType; id: number; activityId: number },
	ownerId: number,
	hits: readonly ScreeningHit[],
): Promise<void> {
	const where = and(
		eq(screeningHits.targetType, target.type),
		eq(screeningHits.targetId, target.id),
	);
	if (hits.length === 0) {
		await db.delete(screeningHits).where(where);
		return;
	}
	await db
		.insert(screeningHits)
		.values({ targetType: target.type, targetId: target.id, hits: [...hits] })
		.onConflictDoUpdate({
			target: [screeningHits.targetType, screeningHits.targetId],
			set: { hits: [...hits], createdAt: new Date() },
		});
	const fields = fieldsOf(hits)
		.map((field) => `「${field}」`)
		.join('');
	const noun = NOUNS[target.type];
	await notifyUsers(db, [ownerId], {
		kind: 'review',
		title: `${noun}需人工审核`,
		body: `您提交的${noun}（编号 ${target.id}）中${fields}含需人工审核的内容，审核通过后公开；如需修改，可编辑后重新提交。`,
		activityId: target.activityId,
	});
}

/** A review queue's page with what screening found in each item (`screening_hits`, empty if nothing). */
export async function withScreeningHits<Item extends { id: number }>(
	db: Db,
	type: TargetType,
	page: { items: Item[] },
) {
	const ids = page.items.map((item) => item.id);
	const rows =
		ids.length === 0
			? []
			: await db
					.select({ id: screeningHits.targetId, hits: screeningHits.hits })
					.from(screeningHits)
					.where(and(eq(screeningHits.targetType, type), inArray(screeningHits.targetId, ids)));
	const byId = new Map(rows.map((row) => [row.id, row.hits]));
	return {
		...page,
		items: page.items.map((item): Item & Screened => ({
			...item,
			screening_hits: byId.get(item.id) ?? [],
		})),
	};
}
