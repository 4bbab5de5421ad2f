// The dashboard's queries for `npm run bench:data`, as the API calls them: the totals and each
// breakdown under each filter, and the public figures page's reading.

const DASHBOARD_BUDGET_MS = 200;
const PUBLIC_BUDGET_MS = 20;

const FILTERS = [
	['无筛选', {}],
	['一周', { start_date: '2026-09-10', end_date: '2026-09-16' }],
	['省份', { province_code: '440000' }],
	['联合行动', { lh_type: 1 }],
	['省份＋联合行动', { province_code: '440000', lh_type: 1 }],
	// Days, whole months and a whole year: every kind of organiser row at once.
	['跨年（14 个月）', { start_date: '2025-12-15', end_date: '2027-02-10' }],
	[
		'一周＋省份＋联合行动',
		{ start_date: '2026-09-10', end_date: '2026-09-16', province_code: '440000', lh_type: 1 },
	],
];

const BREAKDOWNS = ['province', 'joint', 'audience', 'mode', 'day'];

/** Every case: a name, its budget and the call. */
export function dashboardCases(app, db) {
	const cases = [];
	for (const [name, input] of FILTERS) {
		const filter = app.statsFilterSchema.parse(input);
		cases.push({
			name: `总数·${name}`,
			budget: DASHBOARD_BUDGET_MS,
			call: () => app.statsTotals(db, filter),
		});
		for (const breakdown of BREAKDOWNS) {
			cases.push({
				name: `${breakdown}·${name}`,
				budget: DASHBOARD_BUDGET_MS,
				call: () => app.statsBreakdown(db, breakdown, filter),
			});
		}
	}
	cases.push({ name: '公开数据页', budget: PUBLIC_BUDGET_MS, call: () => app.publicFigures(db) });
	return cases;
}
