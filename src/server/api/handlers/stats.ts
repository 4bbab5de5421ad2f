import {
	type StatsFilter,
	statsExportSchema,
	statsFilterSchema,
} from '../../../lib/validation/stats';
import { regionRecord } from '../../access/record';
import { requireRegion } from '../../access/require';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';
import { loadStatsDashboard } from '../../services/stats/dashboard';
import { breakdownWorkbook, exportFileNames } from '../../services/stats/export-xlsx';
import { statsBreakdown } from '../../services/stats/queries';
import { adminActor } from '../admin-actor';
import { audited } from '../audited';
import { type ApiContext, parseInput } from '../context';

/**
 * The filter inside the admin's region: a province admin's is their province (whose cities the
 * dashboard then shows). The statistics' roll-ups go down to provinces only, so a city admin
 * cannot be given their city's alone and is refused.
 */
function scopedFilter<Filter extends StatsFilter>(context: ApiContext, filter: Filter): Filter {
	const { actor, filter: scope } = adminActor(context);
	if (scope.level === 'national') return filter;
	if (scope.level === 'city') {
		throw refuse.outOfScope('统计数据按省汇总，市级管理员请向本省管理员索取本市数据');
	}
	if (filter.province_code) requireRegion(actor, 'administer', regionRecord(filter.province_code));
	return { ...filter, province_code: scope.provinceCode };
}

export async function getStats(context: ApiContext) {
	const filter = scopedFilter(context, parseInput(statsFilterSchema, context.input));
	return loadStatsDashboard(context.db, filter, context.now);
}

/** The XLSX file itself, not an envelope: the router passes a Response through. */
export async function exportStats(context: ApiContext) {
	const { breakdown, ...asked } = parseInput(statsExportSchema, context.input);
	const filter = scopedFilter(context, asked);
	const rows = await audited(
		context,
		(found) => ({
			action: 'stats.export',
			target: { type: 'stats', id: breakdown },
			detail: `${found.length} 行；筛选：${JSON.stringify(filter)}`,
			region: filter.province_code,
		}),
		(tx: Db) => statsBreakdown(tx, breakdown, filter),
	);
	const body = await breakdownWorkbook(breakdown, filter, rows);
	const names = exportFileNames(breakdown, filter);
	return new Response(body, {
		status: 200,
		headers: {
			'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
			'Content-Disposition': `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeURIComponent(names.name)}`,
			'Cache-Control': 'no-store',
		},
	});
}
