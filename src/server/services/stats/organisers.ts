import { type SQL, sql } from 'drizzle-orm';
import type { StatsFilter } from '../../../lib/validation/stats';
import { type Queryable, queryRows } from '../../db/types';
import { periodRuns } from './periods';

/**
 * Distinct owners of approved activities under the filter, from `stats_organisers` (migration
 * 0013): one row per owner and cell, so an unfiltered count reads one row per organiser and a date
 * range at most five runs of rows.
 */
export async function countOrganisers(db: Queryable, filter: StatsFilter): Promise<number> {
	const cell = sql`province_code = ${filter.province_code} AND lh_type = ${filter.lh_type ?? -1}`;
	let query: SQL;
	if (!filter.start_date && !filter.end_date) {
		query = sql`SELECT count(*)::int AS n FROM stats_organisers WHERE span = 'all' AND ${cell}`;
	} else {
		const runs = periodRuns(filter.start_date, filter.end_date).map(
			(run) => sql`SELECT owner_id FROM stats_organisers WHERE span = ${run.span} AND ${cell}
				AND period BETWEEN ${run.first}::date AND ${run.last}::date`,
		);
		if (!runs.length) return 0;
		// GROUP BY hashes; count(DISTINCT) would sort.
		query = sql`SELECT count(*)::int AS n FROM (SELECT owner_id FROM (${sql.join(runs, sql` UNION ALL `)}) AS runs GROUP BY 1) AS owners`;
	}
	const [row] = await queryRows<{ n: number }>(db, query);
	return row?.n ?? 0;
}

/** Recounts `stats_organisers` from `activities`, as migration 0013 filled it; the caller holds writes off. */
export async function rebuildOrganisers(tx: Queryable): Promise<void> {
	await tx.execute(sql`TRUNCATE stats_organisers`);
	await tx.execute(sql`
		INSERT INTO stats_organisers
		SELECT c.span, c.period, c.province_code, c.lh_type, a.owner_id, sum(a.n)
		FROM (
			SELECT owner_id, ((start_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS day, province_code,
				coalesce(lh_type, 0)::smallint AS lh_type, count(*)::int AS n
			FROM activities WHERE status = 'approved' GROUP BY 1, 2, 3, 4
		) AS a, LATERAL stats_organiser_cells(a.day, a.province_code, a.lh_type) AS c
		GROUP BY 1, 2, 3, 4, 5`);
}
