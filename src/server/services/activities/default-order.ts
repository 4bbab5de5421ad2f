import {
	and,
	asc,
	count,
	desc,
	gt,
	inArray,
	lte,
	type Placeholder,
	type SQL,
	sql,
} from 'drizzle-orm';
import { runPrepared } from '../../db/prepared-statements';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { countWithReuse } from './large-counts';
import { SUMMARY_COLUMNS, type SummaryRow } from './present';

/** start ≤ instant < end, in the form the span index (tstzrange of start and end) answers. */
export function underWay(instant: Date | Placeholder): SQL {
	return sql`tstzrange(${activities.startAt}, ${activities.endAt}) @> ${instant}::timestamptz`;
}

/** The time the list's phases and order are reckoned from, a placeholder of its statements. */
export const NOW = sql.placeholder('now');

/**
 * No activity under way at `now` starts earlier. min(lower(span)) is read from the span index;
 * min(start_at) would make the planner walk the start index from the first activity ever.
 */
function earliestStartUnderWay(now: Placeholder): SQL {
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

const SEGMENTS: readonly [Segment, Segment, Segment] = [
	{
		// The lower bound lets the start index be walked in order from the earliest running
		// activity, so a filter the indexes cannot answer (a 2-character keyword) stops after a page.
		where: and(
			lte(activities.startAt, NOW),
			gt(activities.endAt, NOW),
			sql`${activities.startAt} >= ${earliestStartUnderWay(NOW)}`,
		),
		order: [asc(activities.startAt), desc(activities.id)],
	},
	{
		where: and(gt(activities.startAt, NOW), gt(activities.endAt, NOW)),
		order: [asc(activities.startAt), desc(activities.id)],
	},
	// start ≤ now follows from end ≤ now (publishing requires end > start) and bounds the index scan.
	{
		where: and(lte(activities.endAt, NOW), lte(activities.startAt, NOW)),
		order: [desc(activities.startAt), desc(activities.id)],
	},
];
const UPCOMING = SEGMENTS[1];

export type Paging = { page: number; pageSize: number };

/**
 * The page's ids first, then their rows: the covering indexes pick and order the ids without
 * reading the table, so only the page's own rows are read from it.
 */
function segmentPage(db: Db, where: SQL | undefined, order: SQL[]) {
	const ids = db
		.select({ id: activities.id })
		.from(activities)
		.where(where)
		.orderBy(...order)
		.limit(sql.placeholder('limit'))
		.offset(sql.placeholder('offset'));
	return db
		.select(SUMMARY_COLUMNS)
		.from(activities)
		.where(inArray(activities.id, ids))
		.orderBy(...order);
}

/** What the default order filters on: the names of the filters, the phase, and their SQL. */
export interface DefaultOrderFilters<Name extends string> {
	names: readonly Name[];
	phase: Name | undefined;
	whereOf: (names: readonly Name[]) => SQL | undefined;
}

/**
 * The phase is counted with the other filters but not repeated in the reads: a phase is one of the
 * segments (the others count zero), and repeating its condition in another form leads the planner
 * to a worse plan. `values` fill the placeholders of the filters and `now`.
 */
export async function pageInDefaultOrder<Name extends string>(
	db: Db,
	{ names, phase, whereOf }: DefaultOrderFilters<Name>,
	values: Record<string, unknown> & { now: Date },
	paging: Paging & { countKey: string },
) {
	const shape = names.join(',');
	const counts = await countWithReuse(db, `default ${paging.countKey}`, async () => {
		const [row] = await runPrepared(
			db,
			`default counts ${phase ?? ''} ${shape}`,
			() =>
				db
					.select({
						total: count(),
						running:
							sql<number>`count(*) FILTER (WHERE ${and(lte(activities.startAt, NOW), gt(activities.endAt, NOW))})`.mapWith(
								Number,
							),
						upcoming: sql<number>`count(*) FILTER (WHERE ${UPCOMING.where})`.mapWith(Number),
					})
					.from(activities)
					.where(whereOf(phase ? [...names, phase] : names)),
			values,
		);
		return { total: row?.total ?? 0, running: row?.running ?? 0, upcoming: row?.upcoming ?? 0 };
	});
	const { total } = counts;
	const sizes = [counts.running, counts.upcoming, total - counts.running - counts.upcoming];
	let offset = (paging.page - 1) * paging.pageSize;
	let wanted = paging.pageSize;
	const reads: Promise<SummaryRow[]>[] = [];
	SEGMENTS.forEach((segment, index) => {
		const size = sizes[index] ?? 0;
		if (wanted > 0 && offset < size) {
			reads.push(
				runPrepared(
					db,
					`default segment ${index} ${shape}`,
					() => segmentPage(db, and(whereOf(names), segment.where), segment.order),
					{ ...values, limit: wanted, offset },
				),
			);
			wanted -= Math.min(wanted, size - offset);
		}
		offset = Math.max(0, offset - size);
	});
	return { rows: (await Promise.all(reads)).flat(), total };
}
