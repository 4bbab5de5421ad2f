import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { CalendarDay } from '../../../lib/api/activity-types';
import { formatBusinessDate, startOfBusinessDay } from '../../../lib/beijing-time';
import { DAY_MS } from '../../../lib/calendar-days';
import { activities } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import { countWithReuse } from './large-counts';

/** Activities per Shanghai day (0 = the month's first) of `column`, within [first, end). */
function perDay(column: typeof activities.startAt, first: Date, end: Date, filters: SQL[]) {
	return sql`SELECT floor(extract(epoch FROM ${column} - ${first}::timestamptz) / 86400)::int AS day,
		count(*) AS n FROM ${activities}
		WHERE ${and(eq(activities.status, 'approved'), gte(column, first), lt(column, end), ...filters)}
		GROUP BY 1`;
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

async function readDays(
	db: Db,
	{ first, end, days, filters }: { first: Date; end: Date; days: number; filters: SQL[] },
): Promise<number[]> {
	type DayCount = { day: number; n: number | string };
	const [starts, ends, [before]] = await Promise.all([
		queryRows<DayCount>(db, perDay(activities.startAt, first, end, filters)),
		queryRows<DayCount>(db, perDay(activities.endAt, first, end, filters)),
		db
			.select({ n: count() })
			.from(activities)
			.where(
				and(
					eq(activities.status, 'approved'),
					// Under way at the first instant: start < first ≤ end, found through the span index.
					sql`tstzrange(${activities.startAt}, ${activities.endAt}) && tstzrange(${first}::timestamptz - interval '1 microsecond', ${first}::timestamptz, '[]')`,
					lt(activities.startAt, first),
					...filters,
				),
			),
	]);
	const started = new Array<number>(days).fill(0);
	const ended = new Array<number>(days).fill(0);
	for (const row of starts) started[Number(row.day)] = Number(row.n);
	for (const row of ends) ended[Number(row.day)] = Number(row.n);
	let running = before?.n ?? 0;
	return started.map((starting, day) => {
		running += starting - (day > 0 ? (ended[day - 1] ?? 0) : 0);
		return running;
	});
}
