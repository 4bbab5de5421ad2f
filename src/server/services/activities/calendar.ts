import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { CalendarDay } from '../../../lib/api/activity-types';
import { formatBusinessDate, startOfBusinessDay } from '../../../lib/beijing-time';
import { DAY_MS } from '../../../lib/calendar-days';
import { runPrepared } from '../../db/prepared-statements';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { countWithReuse } from './large-counts';

/** Which count a row of the month's statement carries. */
const DayCountKind = { Starting: 0, Ending: 1, UnderWay: 2 } as const;
type DayCountKind = (typeof DayCountKind)[keyof typeof DayCountKind];

const P = sql.placeholder;
const FIRST = P('first');

/** The filters the calendar may ask for, by name, over placeholders. */
const CALENDAR_FILTERS = {
	province: () => eq(activities.provinceCode, P('province')),
	lhType: () => eq(activities.lhType, P('lhType')),
};
type CalendarFilter = keyof typeof CALENDAR_FILTERS;

/** Activities per Shanghai day (0 = the month's first) of `column`, within [first, end), as `kind`. */
function perDay(db: Db, kind: DayCountKind, column: typeof activities.startAt, filters: SQL[]) {
	return db
		.select({
			kind: sql<number>`${sql.raw(String(kind))}`.as('kind'),
			day: sql<number>`floor(extract(epoch FROM ${column} - ${FIRST}::timestamptz) / 86400)::int`.as(
				'day',
			),
			n: sql<number>`count(*)`.as('n'),
		})
		.from(activities)
		.where(
			and(eq(activities.status, 'approved'), gte(column, FIRST), lt(column, P('end')), ...filters),
		)
		.groupBy(sql`2`);
}

/** Under way at the month's first instant: start < first ≤ end, found through the span index. */
function underWayAtFirst(db: Db, filters: SQL[]) {
	return db
		.select({
			kind: sql<number>`${sql.raw(String(DayCountKind.UnderWay))}`.as('kind'),
			day: sql<number>`0`.as('day'),
			n: sql<number>`count(*)`.as('n'),
		})
		.from(activities)
		.where(
			and(
				eq(activities.status, 'approved'),
				sql`tstzrange(${activities.startAt}, ${activities.endAt}) && tstzrange(${FIRST}::timestamptz - interval '1 microsecond', ${FIRST}::timestamptz, '[]')`,
				lt(activities.startAt, FIRST),
				...filters,
			),
		);
}

/** The three counts of a month in one statement over placeholders: one round trip, not three. */
function monthStatement(db: Db, names: readonly CalendarFilter[]) {
	const filters = names.map((name) => CALENDAR_FILTERS[name]());
	return perDay(db, DayCountKind.Starting, activities.startAt, filters)
		.unionAll(perDay(db, DayCountKind.Ending, activities.endAt, filters))
		.unionAll(underWayAtFirst(db, filters));
}

/**
 * Approved activities taking place on each day of a month (Asia/Shanghai days), for the calendar.
 * Day bounds are computed here, not with SQL time zones, so PGlite and PostgreSQL agree. Day i
 * counts those under way at the month's start, plus those starting on days 0..i, less those that
 * ended on days 0..i-1; three index range reads instead of one overlap test per day.
 */
export async function countActivitiesByDay(
	db: Db,
	filter: { month: string; province_code?: string; lh_type?: number | undefined },
): Promise<CalendarDay[]> {
	const firstMs = startOfBusinessDay(`${filter.month}-01`);
	const [year, month] = filter.month.split('-').map(Number) as [number, number];
	const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
	const names: CalendarFilter[] = [];
	if (filter.province_code) names.push('province');
	if (filter.lh_type) names.push('lhType');
	const values = {
		first: new Date(firstMs),
		end: new Date(firstMs + days * DAY_MS),
		province: filter.province_code,
		lhType: filter.lh_type,
	};
	const key = `calendar ${JSON.stringify(filter)}`;
	const { days: counts } = await countWithReuse(db, key, async () => {
		const rows = await runPrepared(
			db,
			`calendar ${names.join(',')}`,
			() => monthStatement(db, names),
			values,
		);
		const result = dayTotals(rows, days);
		return { total: result.reduce((sum, n) => sum + n, 0), days: result };
	});
	return counts.map((n, day) => ({ date: formatBusinessDate(firstMs + day * DAY_MS), count: n }));
}

/** Activities under way on each day, from the month's starting and ending counts. */
function dayTotals(
	rows: { kind: number; day: number; n: number | string }[],
	days: number,
): number[] {
	const started = new Array<number>(days).fill(0);
	const ended = new Array<number>(days).fill(0);
	let running = 0;
	for (const row of rows) {
		const kind = Number(row.kind);
		if (kind === DayCountKind.Starting) started[Number(row.day)] = Number(row.n);
		else if (kind === DayCountKind.Ending) ended[Number(row.day)] = Number(row.n);
		else running = Number(row.n);
	}
	return started.map((starting, day) => {
		running += starting - (day > 0 ? (ended[day - 1] ?? 0) : 0);
		return running;
	});
}
