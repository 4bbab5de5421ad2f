import { type SQL, sql } from 'drizzle-orm';
import type { StatsRow, StatsTotals } from '../../../lib/api/stats-types';
import {
	audienceLabel,
	jointActionLabel,
	modeLabel,
	provinceLabel,
} from '../../../lib/stats/labels';
import type { StatsBreakdown, StatsFilter } from '../../../lib/validation/stats';
import { type Queryable, queryRows } from '../../db/types';
import { cellConditions } from './cell-filter';
import { statsCities } from './cities';
import { countOrganisers } from './organisers';
import { statsTrend } from './trend';

interface CountRow {
	key: string | number;
	activities: string | number;
	registrations: string | number;
	checkins: string | number;
}

const SUMS = sql.raw(
	'sum(activities)::bigint AS activities, sum(registrations)::bigint AS registrations, sum(checkins)::bigint AS checkins',
);

async function viewsBy(db: Queryable, filter: StatsFilter, key: SQL): Promise<Map<string, number>> {
	const rows = await queryRows<{ key: string | number; views: string }>(
		db,
		sql`SELECT ${key} AS key, sum(views)::bigint AS views FROM stats_page_views
		WHERE ${cellConditions(filter)} GROUP BY 1`,
	);
	return new Map(rows.map((row) => [String(row.key), Number(row.views)]));
}

/** The headline figures; its three reads are independent, so a pool runs them side by side. */
export async function statsTotals(db: Queryable, filter: StatsFilter): Promise<StatsTotals> {
	const [statuses, organisers, views] = await Promise.all([
		queryRows<CountRow>(
			db,
			sql`SELECT status AS key, ${SUMS} FROM stats_activity_live WHERE ${cellConditions(filter)} GROUP BY 1`,
		),
		countOrganisers(db, filter),
		viewsBy(db, filter, sql`''`),
	]);
	const of = (status: string) => statuses.find((row) => row.key === status);
	const activities = (status: string) => Number(of(status)?.activities ?? 0);
	return {
		approved: activities('approved'),
		pending: activities('pending'),
		rejected: activities('rejected'),
		cancelled: activities('cancelled'),
		registrations: Number(of('approved')?.registrations ?? 0),
		checkins: Number(of('approved')?.checkins ?? 0),
		page_views: views.get('') ?? 0,
		organisers,
	};
}

/** The breakdowns read from the roll-up cells; `city` and `trend` have their own readers. */
const BREAKDOWNS: Record<
	Exclude<StatsBreakdown, 'city' | 'trend'>,
	{ view: string; key: string; label: (key: string) => string; order: string; views: boolean }
> = {
	province: {
		view: 'stats_activity_live',
		key: 'province_code',
		label: provinceLabel,
		order: 'activities DESC, 1',
		views: true,
	},
	joint: {
		view: 'stats_activity_live',
		key: 'lh_type',
		label: (key) => jointActionLabel(Number(key)),
		order: '1',
		views: true,
	},
	audience: {
		view: 'stats_audience_live',
		key: 'audience',
		label: (key) => audienceLabel(Number(key)),
		order: '1',
		views: false,
	},
	mode: {
		view: 'stats_activity_live',
		key: 'mode',
		label: modeLabel,
		order: '1',
		views: false,
	},
	day: {
		view: 'stats_activity_live',
		key: 'day::text',
		label: (key) => key,
		order: '1',
		views: true,
	},
};

/** Approved activities by one dimension, most first (days and codes in their own order). */
export async function statsBreakdown(
	db: Queryable,
	breakdown: StatsBreakdown,
	filter: StatsFilter,
): Promise<StatsRow[]> {
	if (breakdown === 'city') return statsCities(db, filter);
	if (breakdown === 'trend') return statsTrend(db, filter);
	const spec = BREAKDOWNS[breakdown];
	const rows = await queryRows<CountRow>(
		db,
		sql`SELECT ${sql.raw(spec.key)} AS key, ${SUMS} FROM ${sql.raw(spec.view)}
		WHERE status = 'approved' AND ${cellConditions(filter)}
		GROUP BY 1 HAVING sum(activities) <> 0 OR sum(registrations) <> 0
		ORDER BY ${sql.raw(spec.order)}`,
	);
	const views = spec.views ? await viewsBy(db, filter, sql.raw(spec.key)) : null;
	const result = rows.map((row) => ({
		key: String(row.key),
		label: spec.label(String(row.key)),
		activities: Number(row.activities),
		registrations: Number(row.registrations),
		checkins: Number(row.checkins),
		...(views ? { page_views: views.get(String(row.key)) ?? 0 } : {}),
	}));
	if (views && breakdown === 'day') {
		// Days with page views but no activity starting still belong on the time series.
		const seen = new Set(result.map((row) => row.key));
		for (const [key, count] of views) {
			if (!seen.has(key)) {
				result.push({
					key,
					label: key,
					activities: 0,
					registrations: 0,
					checkins: 0,
					page_views: count,
				});
			}
		}
		result.sort((a, b) => a.key.localeCompare(b.key));
	}
	return result;
}

/** The last day whose page views are counted, or null before the first roll-up. */
export async function pageViewsThrough(db: Queryable): Promise<string | null> {
	const [row] = await queryRows<{ day: string | null }>(
		db,
		sql`SELECT max(day)::text AS day FROM stats_page_views`,
	);
	return row?.day ?? null;
}
