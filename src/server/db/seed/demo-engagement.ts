import { eq, sql } from 'drizzle-orm';
import { activities, collects, joins, messages, thumbs } from '../schema';
import type { Queryable } from '../types';
import type { Random } from './random';

const CHUNK = 500;

async function insertChunks<Row extends Record<string, unknown>>(
	tx: Queryable,
	table: typeof joins | typeof collects | typeof thumbs,
	rows: Row[],
) {
	for (let start = 0; start < rows.length; start += CHUNK) {
		await tx.insert(table).values(rows.slice(start, start + CHUNK) as never);
	}
}

/** Joins, collects and thumbs by the audience users, then counters set from the rows. */
export async function seedEngagement(
	tx: Queryable,
	random: Random,
	input: { activityIds: number[]; audienceIds: number[]; now: Date },
) {
	const pairs = (max: number) =>
		input.activityIds.flatMap((activityId) =>
			random
				.sample(input.audienceIds, random.int(0, max))
				.map((userId) => ({ activityId, userId, createdAt: input.now })),
		);
	await insertChunks(tx, joins, pairs(12));
	// Registrations spread over the four weeks before the activity starts (or before now), derived
	// from the pair rather than drawn, so that the rest of the demo stays as it was.
	await tx.execute(sql`UPDATE joins j SET created_at = least(${input.now.toISOString()}::timestamptz, a.start_at)
		- ((j.activity_id * 7 + j.user_id * 13) % 28) * interval '1 day'
		- ((j.activity_id * 3637 + j.user_id * 7919) % 86400) * interval '1 second'
		FROM activities a WHERE a.id = j.activity_id`);
	await insertChunks(tx, collects, pairs(6));
	await insertChunks(tx, thumbs, pairs(20));
	const countOf = (table: typeof joins | typeof collects | typeof thumbs) =>
		sql`(SELECT count(*) FROM ${table} WHERE ${table.activityId} = ${activities.id})::int`;
	await tx.update(activities).set({
		joinCount: countOf(joins),
		collectCount: countOf(collects),
		thumbCount: countOf(thumbs),
		viewCount: sql`(${activities.id} * 37) % 500 + 20`,
	});
	// A few activities with every seat taken, to show 名额已满.
	await tx
		.update(activities)
		.set({ capacity: activities.joinCount })
		.where(sql`${activities.joinCount} >= 10 AND ${activities.id} % 7 = 0`);
}

/** The demo user's own activities in every review state, with the rejection message. */
export async function seedOwnActivities(tx: Queryable, ownerId: number, firstIds: number[]) {
	const [pending, rejected, cancelled] = firstIds;
	if (pending === undefined || rejected === undefined || cancelled === undefined) return;
	await tx
		.update(activities)
		.set({ status: 'pending', contentApproved: false, ownerId })
		.where(eq(activities.id, pending));
	await tx
		.update(activities)
		.set({
			status: 'rejected',
			contentApproved: false,
			ownerId,
			rejectReason: '活动地址不够具体，请补充门牌号后重新提交。',
		})
		.where(eq(activities.id, rejected));
	// Cancelled after its approval, so it stays public with 该活动已取消。
	await tx
		.update(activities)
		.set({ status: 'cancelled', ownerId })
		.where(eq(activities.id, cancelled));
	await tx.insert(messages).values({
		userId: ownerId,
		kind: 'review',
		title: '活动审核未通过',
		body: '您发布的活动未通过审核，原因：活动地址不够具体，请补充门牌号后重新提交。',
		activityId: rejected,
	});
}
