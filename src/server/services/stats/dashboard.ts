import type { StatsDashboard, StatsRow } from '../../../lib/api/stats-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import {
	STATS_BREAKDOWNS,
	type StatsBreakdown,
	type StatsFilter,
} from '../../../lib/validation/stats';
import type { Queryable } from '../../db/types';
import { afterEventFigures } from './after-event';
import { pageViewsThrough, statsBreakdown, statsTotals } from './queries';

export async function loadStatsDashboard(
	db: Queryable,
	filter: StatsFilter,
	now: Date,
): Promise<StatsDashboard> {
	const breakdowns = {} as Record<StatsBreakdown, StatsRow[]>;
	for (const breakdown of STATS_BREAKDOWNS) {
		// Every city of the country is the export's to give; the dashboard maps one province's.
		const wanted = breakdown !== 'city' || filter.province_code !== '';
		breakdowns[breakdown] = wanted ? await statsBreakdown(db, breakdown, filter) : [];
	}
	return {
		updated_at: formatBusinessTime(now),
		page_views_through: await pageViewsThrough(db),
		totals: await statsTotals(db, filter),
		breakdowns,
		after_event: await afterEventFigures(db, filter.province_code),
	};
}
