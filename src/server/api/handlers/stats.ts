import { statsExportSchema, statsFilterSchema } from '../../../lib/validation/stats';
import type { Db } from '../../db/types';
import { loadStatsDashboard } from '../../services/stats/dashboard';
import { breakdownWorkbook, exportFileNames } from '../../services/stats/export-xlsx';
import { statsBreakdown } from '../../services/stats/queries';
import { audited } from '../audited';
import { type ApiContext, parseInput } from '../context';

export async function getStats(context: ApiContext) {
	return loadStatsDashboard(context.db, parseInput(statsFilterSchema, context.input), context.now);
}

/** The XLSX file itself, not an envelope: the router passes a Response through. */
export async function exportStats(context: ApiContext) {
	const { breakdown, ...filter } = parseInput(statsExportSchema, context.input);
	const rows = await audited(
		context,
		(found) => ({
			action: 'stats.export',
			target: { type: 'stats', id: breakdown },
			detail: `${found.length} 行；筛选：${JSON.stringify(filter)}`,
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
