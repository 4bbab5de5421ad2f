import { activities } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/types';

export interface StatsActivity {
	ownerId: number;
	status: 'pending' | 'approved' | 'rejected' | 'cancelled';
	provinceCode: string;
	lhType: number | null;
	mode: 'offline' | 'online' | 'hybrid';
	audiences: number[];
	/** ISO time with offset. */
	startAt: string;
	joinCount: number;
	checkinCount: number;
}

/** Inserts an activity row as it is (the roll-up trigger counts it like any write). */
export async function insertActivity(db: Db, row: StatsActivity): Promise<number> {
	const start = new Date(row.startAt);
	const [inserted] = await db
		.insert(activities)
		.values({
			...row,
			title: '统计用活动',
			organizer: '统计测试单位',
			startAt: start,
			endAt: new Date(start.getTime() + 3600_000),
		})
		.returning({ id: activities.id });
	if (!inserted) throw new Error('insert failed');
	return inserted.id;
}
