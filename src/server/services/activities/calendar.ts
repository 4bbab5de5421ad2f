import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { CalendarDay } from '../../../lib/api/activity-types';
import { formatBusinessDate, startOfBusinessDay } from '../../../lib/beijing-time';
import { DAY_MS } from '../../../lib/calendar-days';
import { activities } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import { countWithReuse } from './large-counts';

/** Which count a row of the month's statement carries. */
const DayCountKind = { Starting: 0, Ending: 1, UnderWay: 2 } as const;
type DayCountKind = (typeof DayCountKind)[keyof typeof DayCountKind];

interface MonthBounds {
	first: Date;
	end: Date;
	filters: SQL[];
}

/** Activities per Shanghai day (0 = the month's first) of `column`, within [first, end), as `kind`. */
function perDay(
	kind: DayCountKind,
	column: typeof activities.startAt,
	{ first, end, filters }: MonthBounds,
) {
	return sql`SELECT ${sql.raw(String(kind))} AS kind,
		floor(extract(epoch FROM ${column} - ${first}::timestamptz) / 86400)::int AS day,
		count(*) AS n FROM ${activities}
		WHERE ${and(eq(activities.status, 'approved'), gte(column, first), lt(column, end), ...filters)}
		GROUP BY 2`;
}

/** Under way at the month's first instant: start < first ≤ end, found through the span index. */
function underWayAtFirst({ first, filters }: MonthBounds) {
	return sql`SELECT ${sql.raw(String(DayCountKind.UnderWay))} AS kind, 0 AS day, count(*) AS n
		FROM ${activities}
		WHERE ${and(
			eq(activities.status, 'approved'),
			sql`tstzrange(${activities.startAt}, ${activities.endAt}) && tstzrange(${first}::timestamptz - interval '1 microsecond', ${first}::timestamptz, '[]')`,
			lt(activities.startAt, first),
			...filters,
		)}`;
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
	const first = new Date(firstMs);
	const end = new Date(firstMs + days * DAY_MS);
	const filters = [
		filter.province_code ? eq(activities.provinceCode, filter.province_code) : undefined,
		filter.lh_type ? eq(activities.lhType, filter.lh_type) : undefined,
	].filter((condition): condition is SQL => condition !== undefined);
	const key = `calendar ${JSON.stringify(filter)}`;
	const { days: counts } = await countWithReuse(db, key, async () => {
		const result = await readDays(db, { first, end, days, filters });
		return { total: result.reduce((sum, n) => sum + n, 0), days: result };
	});
	return counts.map((n, day) => ({ date: formatBusinessDate(firstMs + day * DAY_MS), count: n }));
}

/** The three counts in one statement: one round trip to the database instead of three. */
async function readDays(
	db: Db,
	{ days, ...bounds }: MonthBounds & { days: number },
): Promise<number[]> {
	const rows = await queryRows<{ kind: number; day: number; n: number | string }>(
		db,
		sql`${perDay(DayCountKind.Starting, activities.startAt, bounds)}
		UNION ALL ${perDay(DayCountKind.Ending, activities.endAt, bounds)}
		UNION ALL ${underWayAtFirst(bounds)}`,
	);
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
