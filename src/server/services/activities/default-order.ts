import { and, asc, count, desc, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { countWithReuse } from './large-counts';
import { SUMMARY_COLUMNS, type SummaryRow } from './present';

/** start ≤ instant < end, in the form the span index (tstzrange of start and end) answers. */
export function underWay(instant: Date): SQL {
	return sql`tstzrange(${activities.startAt}, ${activities.endAt}) @> ${instant}::timestamptz`;
}

/**
 * No activity under way at `now` starts earlier. min(lower(span)) is read from the span index;
 * min(start_at) would make the planner walk the start index from the first activity ever.
 */
function earliestStartUnderWay(now: Date): SQL {
	return sql`(SELECT min(lower(tstzrange(${activities.startAt}, ${activities.endAt}))) FROM ${activities} WHERE ${underWay(now)})`;
}

/**
 * The default order as three runs that each follow an index: running (start ≤ now < end) and
 * upcoming by start ascending, then ended by start descending; ties by id descending. A single
 * ORDER BY over the whole filtered set would sort every matching row for each page.
 */
interface Segment {
	where: SQL | undefined;
	order: SQL[];
}

function defaultSegments(now: Date): [Segment, Segment, Segment] {
	return [
		{
			// The lower bound lets the start index be walked in order from the earliest running
			// activity, so a filter the indexes cannot answer (a 2-character keyword) stops after a page.
			where: and(
				lte(activities.startAt, now),
				gt(activities.endAt, now),
				sql`${activities.startAt} >= ${earliestStartUnderWay(now)}`,
			),
			order: [asc(activities.startAt), desc(activities.id)],
		},
		{
			where: and(gt(activities.startAt, now), gt(activities.endAt, now)),
			order: [asc(activities.startAt), desc(activities.id)],
		},
		// start ≤ now follows from end ≤ now (publishing requires end > start) and bounds the index scan.
		{
			where: and(lte(activities.endAt, now), lte(activities.startAt, now)),
			order: [desc(activities.startAt), desc(activities.id)],
		},
	];
}

export type Paging = { page: number; pageSize: number };

/**
 * The page's ids first, then their rows: the covering indexes pick and order the ids without
 * reading the table, so only the page's own rows are read from it.
 */
function readSegmentPage(
	db: Db,
	where: SQL | undefined,
	order: SQL[],
	{ wanted, offset }: { wanted: number; offset: number },
): Promise<SummaryRow[]> {
	const ids = db
		.select({ id: activities.id })
		.from(activities)
		.where(where)
		.orderBy(...order)
		.limit(wanted)
		.offset(offset);
	return db
		.select(SUMMARY_COLUMNS)
		.from(activities)
		.where(inArray(activities.id, ids))
		.orderBy(...order);
}

/**
 * `where.all` includes the phase, `where.read` does not: a phase is one of the segments (the others
 * count zero), and repeating its condition in another form leads the planner to a worse plan.
 */
export async function pageInDefaultOrder(
	db: Db,
	where: { all: SQL | undefined; read: SQL | undefined },
	paging: Paging & { countKey: string },
	now: Date,
) {
	const [running, upcoming, ended] = defaultSegments(now);
	const counts = await countWithReuse(db, `default ${paging.countKey}`, async () => {
		const [row] = await db
			.select({
				total: count(),
				running:
					sql<number>`count(*) FILTER (WHERE ${and(lte(activities.startAt, now), gt(activities.endAt, now))})`.mapWith(
						Number,
					),
				upcoming: sql<number>`count(*) FILTER (WHERE ${upcoming.where})`.mapWith(Number),
			})
			.from(activities)
			.where(where.all);
		return { total: row?.total ?? 0, running: row?.running ?? 0, upcoming: row?.upcoming ?? 0 };
	});
	const { total } = counts;
	const sizes = [counts.running, counts.upcoming, total - counts.running - counts.upcoming];
	let offset = (paging.page - 1) * paging.pageSize;
	let wanted = paging.pageSize;
	const reads: Promise<SummaryRow[]>[] = [];
	[running, upcoming, ended].forEach((segment, index) => {
		const size = sizes[index] ?? 0;
		if (wanted > 0 && offset < size) {
			reads.push(
				readSegmentPage(db, and(where.read, segment.where), segment.order, { wanted, offset }),
			);
			wanted -= Math.min(wanted, size - offset);
		}
		offset = Math.max(0, offset - size);
	});
	return { rows: (await Promise.all(reads)).flat(), total };
}
