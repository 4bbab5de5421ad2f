import { sql } from 'drizzle-orm';
import type { AfterEventFigures, AfterEventTotals } from '../../../lib/api/stats-types';
import { provinceLabel } from '../../../lib/stats/labels';
import { type Queryable, queryRows } from '../../db/types';

type Measure = keyof AfterEventTotals;

const ZERO: AfterEventTotals = {
	summaries: 0,
	people_reached: 0,
	certificates: 0,
	volunteer_hours: 0,
};

/**
 * Summaries submitted, people reached, certificates issued and volunteer hours of approved
 * activities, by province; only `provinceCode`'s when given (an admin's region). Each figure is one
 * grouped query over its own small table, or the volunteers' rows of `joins` by a partial index.
 */
export async function afterEventFigures(
	db: Queryable,
	provinceCode = '',
): Promise<AfterEventFigures> {
	const where = provinceCode
		? sql`a.status = 'approved' AND a.province_code = ${provinceCode}`
		: sql`a.status = 'approved'`;
	const rows = await queryRows<{ code: string; measure: Measure; value: string }>(
		db,
		sql`SELECT a.province_code AS code, 'summaries' AS measure, count(*)::text AS value
			FROM activity_summaries s JOIN activities a ON a.id = s.activity_id
			WHERE ${where} AND s.status <> 'rejected' GROUP BY 1
		UNION ALL
		SELECT a.province_code, 'people_reached', sum(s.walk_ins + (
				SELECT count(*) FROM joins j WHERE j.activity_id = a.id AND j.checked_in_at IS NOT NULL
			))::text
			FROM activity_summaries s JOIN activities a ON a.id = s.activity_id
			WHERE ${where} AND s.status = 'approved' GROUP BY 1
		UNION ALL
		SELECT a.province_code, 'certificates', count(*)::text
			FROM certificates c JOIN activities a ON a.id = c.activity_id
			WHERE ${where} GROUP BY 1
		UNION ALL
		SELECT a.province_code, 'volunteer_hours', sum(j.volunteer_hours)::text
			FROM joins j JOIN activities a ON a.id = j.activity_id
			WHERE ${where} AND j.volunteer_hours IS NOT NULL GROUP BY 1`,
	);
	const byCode = new Map<string, AfterEventTotals>();
	const totals = { ...ZERO };
	for (const row of rows) {
		const value = Number(row.value);
		const province = byCode.get(row.code) ?? { ...ZERO };
		province[row.measure] += value;
		totals[row.measure] += value;
		byCode.set(row.code, province);
	}
	return {
		...totals,
		by_province: [...byCode]
			.map(([code, figures]) => ({ code, name: provinceLabel(code), ...figures }))
			.sort((a, b) => b.people_reached - a.people_reached || a.code.localeCompare(b.code)),
	};
}
