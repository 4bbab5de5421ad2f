// Loads the statistics' data for `npm run bench:data` inside PostgreSQL with generate_series: owners
// for the activities, registrations (a share checked in) with the activities' counters, and raw
// page-view events, which the app's own roll-ups then count. Sizes come from the caller.

const PEOPLE = 200_000;

async function timed(label, run) {
	const started = performance.now();
	await run();
	const seconds = (performance.now() - started) / 1000;
	console.log(`  ${label}：${seconds.toFixed(1)} 秒`);
	return seconds;
}

/** The people who register: users whose mobile numbers start 139. */
async function loadUsers(pool) {
	await pool.query(
		`INSERT INTO users (openid, mobile, show_name)
		SELECT 'bench-' || i, '139' || lpad(i::text, 8, '0'), '压测用户 ' || i FROM generate_series(1, ${PEOPLE}) AS i`,
	);
	const { rows } = await pool.query(
		`SELECT min(id) AS first FROM users WHERE openid LIKE 'bench-%'`,
	);
	return Number(rows[0].first);
}

/**
 * `joinCount` registrations over the activities: distinct people per activity, about a third checked
 * in; then the activities' counters as the app keeps them.
 */
async function loadJoins(pool, firstUser, joinCount) {
	const { rows } = await pool.query('SELECT min(id) AS first, count(*) AS n FROM activities');
	const first = Number(rows[0].first);
	const n = Number(rows[0].n);
	const indexes = await pool.query(
		`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'joins'
		AND indexname NOT IN ('joins_activity_id_user_id_pk', 'joins_id_key')`,
	);
	for (const index of indexes.rows) await pool.query(`DROP INDEX ${index.indexname}`);
	await pool.query(
		`INSERT INTO joins (activity_id, user_id, created_at, checked_in_at)
		SELECT a.id, ${firstUser} + ((g % ${n}) * 7 + (g / ${n}) * 20011) % ${PEOPLE},
			a.start_at - interval '3 days', CASE WHEN (g * 2654435761::bigint) % 100 < 35 THEN a.start_at END
		FROM generate_series(0, ${joinCount - 1}) AS g
		JOIN activities a ON a.id = ${first} + (g % ${n})::int`,
	);
	for (const index of indexes.rows) await pool.query(index.indexdef);
	// The counters are indexed (activities_hot_idx): update without the indexes, then rebuild them.
	const activityIndexes = await pool.query(
		`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'activities' AND indexname <> 'activities_pkey'`,
	);
	for (const index of activityIndexes.rows) await pool.query(`DROP INDEX ${index.indexname}`);
	await pool.query(
		`UPDATE activities a SET join_count = c.joined, checkin_count = c.came
		FROM (SELECT activity_id, count(*) AS joined, count(checked_in_at) AS came FROM joins GROUP BY 1) AS c
		WHERE a.id = c.activity_id`,
	);
	for (const index of activityIndexes.rows) await pool.query(index.indexdef);
	await pool.query('VACUUM ANALYZE joins');
}

/**
 * Raw page views from 2026-08-25 to 2026-09-30: 30 % list and home pages, the rest activity pages,
 * skewed towards a popular few as real traffic is.
 */
async function loadEvents(pool, eventCount) {
	const { rows } = await pool.query('SELECT min(id) AS first, count(*) AS n FROM activities');
	const first = Number(rows[0].first);
	const n = Number(rows[0].n);
	const indexes = await pool.query(
		`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'analytics_events' AND indexname <> 'analytics_events_pkey'`,
	);
	for (const index of indexes.rows) await pool.query(`DROP INDEX ${index.indexname}`);
	// A throw-away database: the raw events skip the write-ahead log.
	await pool.query('ALTER TABLE analytics_events SET UNLOGGED');
	await pool.query(
		`INSERT INTO analytics_events (project, event, distinct_id, properties, created_at)
		SELECT 'production', 'KpyPageView', 'v' || (g % 1000003),
			CASE WHEN h < 0.3
				THEN '{"properties":{"page_type":"list"}}'::jsonb
				ELSE ('{"properties":{"page_type":"detail","activity_id":"'
					|| (${first} + floor(${n} * power((h - 0.3) / 0.7, 3))::int) || '"}}')::jsonb
			END,
			timestamptz '2026-08-25 00:00+08' + (g::float8 / ${eventCount}) * interval '37 days'
		FROM (SELECT g, ((g * 2654435761::bigint) % 1000003) / 1000003.0 AS h
			FROM generate_series(0, ${eventCount - 1}) AS g) AS s`,
	);
	for (const index of indexes.rows) await pool.query(index.indexdef);
}

/** Loads everything and answers the seconds each step took. */
export async function loadDashboardData(app, pool, db, { joins, events }) {
	await pool.query(`SET maintenance_work_mem = '256MB'`);
	console.log(
		`\n统计数据：${joins.toLocaleString()} 条报名，${events.toLocaleString()} 条浏览事件`,
	);
	await pool.query('ALTER TABLE activities DISABLE TRIGGER USER');
	let firstUser = 0;
	const load = {};
	load.users = await timed(`报名用户 ${PEOPLE.toLocaleString()} 个`, async () => {
		firstUser = await loadUsers(pool);
	});
	load.joins = await timed('报名（含计数器）', () => loadJoins(pool, firstUser, joins));
	load.events = await timed('浏览事件', () => loadEvents(pool, events));
	await pool.query('ALTER TABLE activities ENABLE TRIGGER USER');
	await pool.query('VACUUM ANALYZE activities');
	load.analyticsRollup = await timed('浏览事件日汇总（analytics_daily）', () =>
		app.rollUpAnalytics(db, new Date('2026-10-02T04:00:00Z'), 3650),
	);
	load.rebuild = await timed('统计汇总全量重建（rebuildStats）', async () => {
		const { organisersMs } = await app.rebuildStats(db);
		load.organisers = organisersMs / 1000;
	});
	console.log(`    其中发布者汇总（stats_organisers）：${load.organisers.toFixed(1)} 秒`);
	await pool.query(
		'VACUUM ANALYZE stats_activity_cells, stats_audience_cells, stats_province_cells, stats_page_views, stats_organisers',
	);
	const cells = await pool.query(
		`SELECT (SELECT count(*) FROM stats_activity_cells) AS a, (SELECT count(*) FROM stats_audience_cells) AS b,
		(SELECT count(*) FROM stats_organisers) AS o, (SELECT count(*) FROM analytics_daily) AS c`,
	);
	console.log(
		`  汇总行数：活动 ${cells.rows[0].a}，人群 ${cells.rows[0].b}，发布者 ${cells.rows[0].o}；analytics_daily ${cells.rows[0].c}`,
	);
	// An incremental fold after 10,000 registrations' worth of counter changes, through the trigger.
	await pool.query(
		`UPDATE activities SET join_count = join_count + 1
		WHERE id IN (SELECT id FROM activities ORDER BY (id * 2654435761::bigint) % 1000003 LIMIT 10000)`,
	);
	load.fold = await timed('增量折叠 1 万次报名的变化（refreshStats）', () => app.refreshStats(db));
	return load;
}
