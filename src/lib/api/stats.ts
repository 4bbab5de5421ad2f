import { request } from './http';
import type { StatsBreakdownName, StatsDashboard, StatsFilterInput } from './stats-types';

/** The operator dashboard's figures; admins only. A refusal is shown by the dashboard, not a toast. */
export function getStats(filter: StatsFilterInput): Promise<StatsDashboard> {
	return request<StatsDashboard>('/admin/getStats', { data: { ...filter }, toast: false });
}

/** The address of one breakdown's XLSX (`/admin/exportStats`), downloaded with the session cookie. */
export function statsExportHref(filter: StatsFilterInput, breakdown: StatsBreakdownName): string {
	const query = new URLSearchParams({ breakdown });
	for (const [name, value] of Object.entries(filter)) {
		if (value !== undefined && value !== '') query.set(name, String(value));
	}
	return `/api/admin/exportStats?${query}`;
}
