// `npm run bench:data`: loads 500,000 generated activities into PostgreSQL (database
// kpy_bench_data, recreated per run, migrated by the app's own migrator) and times the app's list
// query and calendar counts, as the API calls them, under each filter, against the 50 ms budget.
// Then loads 5,000,000 registrations and 20,000,000 page-view events, rolls them up, and times the
// statistics dashboard's queries (200 ms) and the public figures (20 ms). Prints p50 and p95 beside
// the budgets, the load and roll-up times; exits 1 on a miss. BENCH_ROWS, BENCH_JOINS, BENCH_EVENTS
// and BENCH_RUNS change the sizes and the runs; BENCH_DATABASE names the database. BENCH_REUSE=1
// keeps a database an earlier run loaded: it applies the migrations it lacks (timed: their backfills
// run over the loaded rows) and times the queries again without loading. After loading, migration
// 0042's backfill (every activity into a one-person organisation) is timed over the loaded rows;
// BENCH_MIGRATION_ONLY=1 stops there.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createServer } from 'vite';
import { activityInsert } from './lib/activity-data.mjs';
import { dashboardCases } from './lib/dashboard-cases.mjs';
import { loadDashboardData } from './lib/dashboard-data.mjs';
import {
	ORGANISATION_MIGRATION_BUDGET_S,
	timeOrganisationMigration,
} from './lib/organisation-migration.mjs';
import { benchResults } from './lib/results.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 500_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
/** Publishers of the generated activities (the dashboard counts organisers). */
const OWNERS = 50_000;
const JOINS = Number(process.env.BENCH_JOINS ?? 5_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000_000);
const WARMUP = 3;
const P95_BUDGET_MS = 50;
const DATABASE = process.env.BENCH_DATABASE ?? 'kpy_bench_data';
const REUSE = process.env.BENCH_REUSE === '1';
const MIGRATION_ONLY = process.env.BENCH_MIGRATION_ONLY === '1';
const SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
/** Fixed so that the phases of the generated data (mostly September 2026) stay the same. */
const NOW = new Date('2026-09-15T04:00:00Z');

async function recreateDatabase() {
	const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
	await admin.connect();
	try {
		await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
		await admin.query(`CREATE DATABASE ${DATABASE}`);
	} finally {
		await admin.end();
	}
}

async function load(app, pool) {
	const started = performance.now();
	const owner = await pool.query(
		`INSERT INTO users (openid, mobile, show_name)
		SELECT 'bench-owner-' || i, '137' || lpad(i::text, 8, '0'), '压测发布者 ' || i
		FROM generate_series(1, ${OWNERS}) AS i ORDER BY i RETURNING id`,
	);
	const bases = await pool.query(
		`INSERT INTO education_bases (name, province_code)
		SELECT '科普教育基地 ' || i, '110000' FROM generate_series(1, 300) AS i RETURNING id`,
	);
	const insert = activityInsert({
		count: ROWS,
		ownerId: Math.min(...owner.rows.map((row) => row.id)),
		owners: OWNERS,
		baseIds: bases.rows.map((row) => row.id),
		lhTypes: app.LH_TYPES,
		audienceIds: app.AUDIENCE_IDS,
		regions: app,
	});
	// Rows first, then the indexes the migrations made (as they are on a database that has data).
	const indexes = await pool.query(
		`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'activities' AND indexname <> 'activities_pkey'`,
	);
	for (const index of indexes.rows) await pool.query(`DROP INDEX ${index.indexname}`);
	await pool.query(insert.text, insert.params);
	const insertedAt = performance.now();
	await pool.query(`SET maintenance_work_mem = '256MB'`);
	for (const index of indexes.rows) await pool.query(index.indexdef);
	const loadedAt = performance.now();
	await pool.query('VACUUM ANALYZE activities');
	const seconds = (at) => ((at - started) / 1000).toFixed(1);
	console.log(
		`已载入 ${ROWS.toLocaleString()} 个活动：插入 ${seconds(insertedAt)} 秒，建索引至 ${seconds(loadedAt)} 秒，含 VACUUM ANALYZE ${seconds(performance.now())} 秒`,
	);
}

/** The API's inputs (as a client sends them) for each case; the handlers' schemas parse them. */
async function casesOf(pool) {
	// A large province that has cities, and its busiest city.
	const top = await pool.query(
		`SELECT province_code, city_code FROM activities WHERE status = 'approved'
		AND province_code = (SELECT province_code FROM activities GROUP BY 1 HAVING count(DISTINCT city_code) > 1 ORDER BY count(*) DESC LIMIT 1)
		GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
	);
	const { province_code: province, city_code: city } = top.rows[0];
	const base = await pool.query(
		`SELECT education_base_id AS id FROM activities WHERE education_base_id IS NOT NULL LIMIT 1`,
	);
	const list = (name, input) => ({ name, kind: 'list', input });
	return [
		list('无筛选（默认排序）', {}),
		list('关键词（3 字）', { keyword: '机器人' }),
		list('关键词（2 字）', { keyword: '天文' }),
		list('关键词（2 字，结果少）', { keyword: '济宁' }),
		list('关键词（无结果）', { keyword: '不存在的词' }),
		list('省份', { province_code: province }),
		list('省份＋城市', { province_code: province, city_code: city }),
		list('日期范围（一周）', { start_date: '2026-09-10', end_date: '2026-09-16' }),
		...app.AUDIENCE_IDS.map((id) => list(`面向人群 ${id}`, { audience: id })),
		list('形式：线上', { mode: 'online' }),
		list('联合行动 lh_type=1', { lh_type: 1 }),
		list('科普教育基地（全部）', { education_base: 0 }),
		list('科普教育基地（一个）', { education_base: base.rows[0].id }),
		list('排序：开始时间', { sort: 'start' }),
		list('排序：最新发布', { sort: 'latest' }),
		list('排序：最热', { sort: 'hot' }),
		list('深页（第 500 页）', { page: 500 }),
		list('省份＋人群＋形式', { province_code: province, audience: 3, mode: 'offline' }),
		list('阶段：进行中', { phase: 'running' }),
		{ name: '日历：2026-09', kind: 'calendar', input: { month: '2026-09' } },
		{
			name: '日历：2026-09＋省份',
			kind: 'calendar',
			input: { month: '2026-09', province_code: province },
		},
		{ name: '日历：2026-09＋联合行动', kind: 'calendar', input: { month: '2026-09', lh_type: 1 } },
		{ name: '日历：2026-12', kind: 'calendar', input: { month: '2026-12' } },
	];
}

function percentile(sorted, p) {
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Cold call, warm-up, then RUNS timed calls. */
async function measure(call) {
	const coldStarted = performance.now();
	let result = await call();
	const first = performance.now() - coldStarted;
	for (let run = 1; run < WARMUP; run += 1) result = await call();
	const times = [];
	for (let run = 0; run < RUNS; run += 1) {
		const started = performance.now();
		await call();
		times.push(performance.now() - started);
	}
	times.sort((a, b) => a - b);
	return { result, first, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function time(app, db, entry) {
	const call =
		entry.kind === 'list'
			? () => app.listActivities(db, app.activityListSchema.parse(entry.input), NOW)
			: () => app.countActivitiesByDay(db, app.calendarSchema.parse(entry.input));
	const { result, first, p50, p95 } = await measure(call);
	const size =
		entry.kind === 'list'
			? `${result.total}`
			: `${result.reduce((n, d) => n + d.count, 0)}（各日之和）`;
	return { first, p50, p95, size };
}

let app;
async function main() {
	const vite = await createServer({
		configFile: false,
		logLevel: 'error',
		server: { middlewareMode: true, hmr: false, ws: false },
		appType: 'custom',
		optimizeDeps: { noDiscovery: true, include: [] },
	});
	const modules = await Promise.all(
		[
			'/src/server/db/client.ts',
			'/src/server/db/migrate.ts',
			'/src/server/services/activities/list.ts',
			'/src/lib/validation/common.ts',
			'/src/lib/provinces.ts',
			'/src/lib/regions.ts',
			'/src/server/regions.ts',
			'/src/lib/audiences.ts',
			'/src/lib/joint-actions.ts',
			'/src/lib/validation/stats.ts',
			'/src/server/services/analytics-rollup.ts',
			'/src/server/services/stats/rollup.ts',
			'/src/server/services/stats/queries.ts',
			'/src/server/services/stats/public-figures.ts',
		].map((path) => vite.ssrLoadModule(path)),
	);
	app = Object.assign({}, ...modules);
	app.schema = await vite.ssrLoadModule('/src/server/db/schema/index.ts');
	if (!REUSE) await recreateDatabase();
	const url = `${SERVER}/${DATABASE}`;
	const handle = app.openPostgres({ url, applicationName: 'kpy-bench-data' });
	const pool = new pg.Pool({ connectionString: url, max: 1 });
	const misses = [];
	const recorded = benchResults('data');
	try {
		const migrationStarted = performance.now();
		// Backfills over loaded rows outlast the app pool's 15 s query timeout: a pool of their own.
		const migrationPool = new pg.Pool({ connectionString: url, max: 1 });
		const applied = await app
			.applyMigrations(drizzle(migrationPool, { schema: app.schema }))
			.finally(() => migrationPool.end());
		console.log(
			`迁移：${applied.join(', ') || '无'}（${((performance.now() - migrationStarted) / 1000).toFixed(1)} 秒）`,
		);
		if (REUSE) {
			const { rows } = await pool.query('SELECT count(*)::int AS n FROM activities');
			console.log(`沿用已载入的数据库 ${DATABASE}：${rows[0].n.toLocaleString()} 个活动`);
			await pool.query('VACUUM ANALYZE');
		} else {
			// The statistics' trigger stays off while the bench loads rows; the roll-ups are rebuilt after.
			await pool.query('ALTER TABLE activities DISABLE TRIGGER USER');
			await load(app, pool);
			const organised = await timeOrganisationMigration(pool);
			const miss = organised.seconds > ORGANISATION_MIGRATION_BUDGET_S;
			if (miss) misses.push(`迁移 0042：${organised.seconds.toFixed(1)} 秒`);
			recorded.add(
				'migration 0042 (organisations)',
				`${organised.seconds.toFixed(1)} s over ${ROWS} activities`,
				`≤ ${ORGANISATION_MIGRATION_BUDGET_S} s`,
				!miss,
			);
			console.log(
				`迁移 0042（单位）在 ${ROWS.toLocaleString()} 个活动上：${organised.seconds.toFixed(1)} 秒，生成 ${organised.organisations.toLocaleString()} 个单位，未归属的活动 ${organised.without} 个（预算 ${ORGANISATION_MIGRATION_BUDGET_S} 秒）`,
			);
			await pool.query('VACUUM ANALYZE activities');
			if (MIGRATION_ONLY) {
				recorded.save();
				if (miss) process.exitCode = 1;
				return;
			}
		}
		console.log(
			`\n每项 ${RUNS} 次（先预热 ${WARMUP} 次；“首次”为冷调用，不计入分位数；一万以上的总数会被复用 30 秒），毫秒\n${'查询'.padEnd(22)}${'首次'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}  ${'预算'.padEnd(11)}结果数`,
		);
		for (const entry of await casesOf(pool)) {
			const { first, p50, p95, size } = await time(app, handle.db, entry);
			const miss = p95 > P95_BUDGET_MS;
			if (miss) misses.push(`${entry.name}：p95 ${p95.toFixed(1)} ms`);
			recorded.add(
				`list: ${entry.name}`,
				`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
				`p95 ≤ ${P95_BUDGET_MS} ms`,
				!miss,
			);
			console.log(
				`${entry.name.padEnd(22)}${first.toFixed(1).padStart(8)}${p50.toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}  p95 ≤ ${P95_BUDGET_MS} ${miss ? '未达' : 'OK  '} ${size}`,
			);
		}
		// Bulk roll-ups run longer than the app pool's 15 s query timeout: they get a pool of their own.
		const bulkPool = new pg.Pool({ connectionString: url, max: 1 });
		const bulkDb = drizzle(bulkPool, { schema: app.schema });
		const loaded = REUSE
			? null
			: await loadDashboardData(app, pool, bulkDb, {
					joins: JOINS,
					events: EVENTS,
				}).finally(() => bulkPool.end());
		if (REUSE) await bulkPool.end();
		console.log(
			`\n统计查询，每项 ${RUNS} 次，毫秒\n${'查询'.padEnd(26)}${'首次'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}  预算`,
		);
		for (const entry of dashboardCases(app, handle.db)) {
			const { first, p50, p95 } = await measure(entry.call);
			const miss = p95 > entry.budget;
			if (miss) misses.push(`${entry.name}：p95 ${p95.toFixed(1)} ms`);
			recorded.add(
				`statistics: ${entry.name}`,
				`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
				`p95 ≤ ${entry.budget} ms`,
				!miss,
			);
			console.log(
				`${entry.name.padEnd(26)}${first.toFixed(1).padStart(8)}${p50.toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}  p95 ≤ ${entry.budget} ${miss ? '未达' : 'OK'}`,
			);
		}
		if (loaded)
			console.log(
				`\n载入：用户 ${loaded.users.toFixed(1)} 秒，报名 ${loaded.joins.toFixed(1)} 秒，浏览事件 ${loaded.events.toFixed(1)} 秒；汇总：analytics_daily ${loaded.analyticsRollup.toFixed(1)} 秒，全量重建 ${loaded.rebuild.toFixed(1)} 秒（其中发布者 ${loaded.organisers.toFixed(1)} 秒），增量折叠 ${loaded.fold.toFixed(1)} 秒`,
			);
	} finally {
		await pool.end();
		await handle.close();
		await vite.close();
	}
	recorded.save();
	if (misses.length) {
		console.error(`\n未通过：\n${misses.join('\n')}`);
		process.exit(1);
	}
	console.log('\n全部查询在预算之内。');
}

await main();
