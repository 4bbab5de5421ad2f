// `npm run bench:export`: 100,000 registrations of one activity in PostgreSQL (database
// kpy_bench_export, recreated per run), exported as CSV and as XLSX through a production build of
// the last commit (port 4730) by the activity's owner. Prints rows/s, time and the server's peak
// RSS growth during each export, and the p95 of getActivityList calls made while it streams.
// Exits 1 on a miss.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createClient, createCodeBook, createStats, logIn } from './lib/load-client.mjs';
import { benchResults } from './lib/results.mjs';
import { readRss, sampleRss } from './lib/rss-sampler.mjs';
import { buildCommitted, recreateDatabase, servePortal } from './lib/served-portal.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 4730);
const WORK_DIR = '/tmp/kpy-bench-export';
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNER_MOBILE = '13800000001';
const MB = 1024 * 1024;
const BUDGETS = {
	csv: { rowsPerSecond: 20_000 },
	xlsx: { rowsPerSecond: 5_000 },
	rssGrowthMb: 64,
	otherP95Ms: 200,
};

/** 100,000 accounts and their registrations of `activityId`; a third checked in. */
async function loadRegistrations(url, activityId) {
	const client = new pg.Client({ connectionString: url });
	await client.connect();
	const started = performance.now();
	await client.query(
		`INSERT INTO users (openid, mobile, show_name)
		 SELECT 'bench-export-' || g, '150' || lpad(g::text, 8, '0'), '参与者' || g
		 FROM generate_series(1, $1) g`,
		[ROWS],
	);
	await client.query(
		`INSERT INTO joins (activity_id, user_id, name, mobile, organization, created_at, checked_in_at)
		 SELECT $1, u.id, '报名人' || u.id, u.mobile, CASE WHEN u.id % 7 = 0 THEN '=1+1' ELSE '某某中学' END,
			now() - (u.id || ' seconds')::interval,
			CASE WHEN u.id % 3 = 0 THEN now() ELSE NULL END
		 FROM users u WHERE u.openid LIKE 'bench-export-%'`,
		[activityId],
	);
	await client.query(
		`UPDATE activities SET join_count = (SELECT count(*) FROM joins WHERE activity_id = $1),
			capacity = NULL WHERE id = $1`,
		[activityId],
	);
	await client.query('ANALYZE users; ANALYZE joins');
	await client.end();
	return (performance.now() - started) / 1000;
}

/** p95 of getActivityList calls made one after another for `ms`, with nothing else running. */
async function measureIdle(server, ms) {
	const client = createClient({ origin: server.origin, localAddress: '127.0.0.2' });
	const times = [];
	const until = Date.now() + ms;
	while (Date.now() < until) {
		times.push((await client.api('/activity/getActivityList', { pageSize: 12 })).ms);
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
	client.close();
	times.sort((a, b) => a - b);
	return times[Math.floor(times.length * 0.95)] ?? 0;
}

/** Streams one export, counting bytes, while another client calls getActivityList in a loop. */
async function measureExport(server, session, activityId, format) {
	const other = createClient({ origin: server.origin, localAddress: '127.0.0.2' });
	const otherMs = [];
	let otherErrors = 0;
	let streaming = true;
	const otherLoop = (async () => {
		while (streaming) {
			const answer = await other.api('/activity/getActivityList', { pageSize: 12 });
			otherMs.push(answer.ms);
			if (answer.code !== 0) otherErrors += 1;
			await new Promise((resolve) => setTimeout(resolve, 20));
		}
	})();
	const baseline = readRss(server.pid);
	const rss = sampleRss(server.pid);
	const started = performance.now();
	const url = `${server.origin}/api/activity/exportParticipantList?id=${activityId}&format=${format}`;
	const response = await fetch(url, { headers: { token: session.token, sign: session.sign } });
	if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
	let bytes = 0;
	let lines = 0;
	for await (const chunk of response.body) {
		bytes += chunk.byteLength;
		if (format === 'csv') for (const byte of chunk) if (byte === 0x0a) lines += 1;
	}
	const seconds = (performance.now() - started) / 1000;
	const peak = rss.stop();
	streaming = false;
	await otherLoop;
	other.close();
	const rowCount = Number(response.headers.get('x-row-count'));
	if (format === 'csv' && lines !== rowCount + 2) {
		throw new Error(`the CSV held ${lines - 2} rows, X-Row-Count ${rowCount}`);
	}
	otherMs.sort((a, b) => a - b);
	return {
		format,
		rowCount,
		seconds,
		rowsPerSecond: rowCount / seconds,
		mb: bytes / MB,
		rssGrowthMb: (peak - baseline) / MB,
		otherCalls: otherMs.length,
		otherP95: otherMs[Math.min(otherMs.length - 1, Math.floor(otherMs.length * 0.95))] ?? 0,
		otherErrors,
	};
}

const fixed = (value, digits = 1) => value.toFixed(digits);

async function main() {
	const outDir = buildCommitted(WORK_DIR);
	const url = await recreateDatabase(ADMIN_URL, 'kpy_bench_export');
	const codeFile = join(WORK_DIR, 'codes.jsonl');
	rmSync(codeFile, { force: true });
	const server = await servePortal({
		outDir,
		port: PORT,
		env: {
			DATABASE_URL: url,
			SESSION_SECRET: 'bench-export-session-secret',
			LOGIN_CODE_SENDER: `file:${codeFile}`,
			// The bench logs its users in by script; the captcha before sendCode has its own tests.
			CAPTCHA: 'off',
			UPLOAD_DIR: join(WORK_DIR, 'uploads'),
		},
		logFile: join(WORK_DIR, 'server.log'),
	});
	let failed = false;
	try {
		const owner = createClient({ origin: server.origin, localAddress: '127.0.0.1' });
		if (!(await logIn(owner, OWNER_MOBILE, createCodeBook(codeFile), createStats()))) {
			throw new Error(`could not log in as ${OWNER_MOBILE}`);
		}
		const mine = await owner.api('/user/getUserActivityList', {
			tab: 'publish',
			status: 'approved',
		});
		const activityId = mine.data.items[0].id;
		const loadSeconds = await loadRegistrations(url, activityId);
		console.log(
			`Loaded ${ROWS} registrations of activity ${activityId} in ${fixed(loadSeconds)} s`,
		);
		// One unmeasured export first, so that the code paths are compiled and the pages cached.
		await measureExport(server, owner.session, activityId, 'csv');
		const idleP95 = await measureIdle(server, 5000);
		console.log(`getActivityList with no export running: p95 ${fixed(idleP95)} ms`);
		const recorded = benchResults('export');
		for (const format of ['csv', 'xlsx']) {
			const result = await measureExport(server, owner.session, activityId, format);
			const misses = [
				result.rowsPerSecond < BUDGETS[format].rowsPerSecond && 'rows/s',
				result.rssGrowthMb > BUDGETS.rssGrowthMb && 'RSS',
				result.otherP95 > BUDGETS.otherP95Ms && 'p95',
				result.otherErrors > 0 && 'errors',
				result.rowCount < ROWS && 'X-Row-Count',
			].filter(Boolean);
			failed ||= misses.length > 0;
			recorded.add(
				`${format.toUpperCase()}, ${result.rowCount} rows`,
				`${fixed(result.seconds, 2)} s, ${Math.round(result.rowsPerSecond)} rows/s, RSS +${fixed(result.rssGrowthMb)} MB, other request p95 ${fixed(result.otherP95)} ms (idle ${fixed(idleP95)}), ${result.otherErrors} errors`,
				`≥ ${BUDGETS[format].rowsPerSecond} rows/s, RSS ≤ +${BUDGETS.rssGrowthMb} MB, p95 ≤ ${BUDGETS.otherP95Ms} ms, no errors`,
				misses.length === 0,
			);
			console.log(
				`${format.toUpperCase().padEnd(4)} ${result.rowCount} rows in ${fixed(result.seconds, 2)} s: ` +
					`${Math.round(result.rowsPerSecond)} rows/s (budget ≥ ${BUDGETS[format].rowsPerSecond}), ` +
					`${fixed(result.mb)} MB, server RSS +${fixed(result.rssGrowthMb)} MB (budget ≤ ${BUDGETS.rssGrowthMb}), ` +
					`getActivityList during it: ${result.otherCalls} calls, p95 ${fixed(result.otherP95)} ms ` +
					`(budget ≤ ${BUDGETS.otherP95Ms}), ${result.otherErrors} errors` +
					(misses.length ? `  ✗ ${misses.join(', ')}` : '  ✓'),
			);
		}
		owner.close();
		recorded.save();
	} finally {
		await server.stop();
	}
	process.exit(failed ? 1 : 0);
}

await main();
