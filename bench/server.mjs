// `npm run bench:server [-- --backend=pglite|postgres]`: autocannon on loopback against a production
// build of the last commit, 50 connections for 10 s per target: a static asset, the home page, the list page with
// filters, a detail page and POST /api/activity/getActDetail, on PGlite (port 4462) and on
// PostgreSQL (port 4463, database kpy_bench_server, recreated per run), each with demo data.
// Prints req/s, p50, p99 and errors beside the budgets; exits 1 on a miss.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildCommitted, recreateDatabase, servePortal } from './lib/served-portal.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Each target is first loaded this long, unmeasured, so that caches and the JIT are warm. */
const WARMUP_S = 2;
const LIST_RATIO_BUDGET = 0.35;
const P99_BUDGET_MS = 100;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BACKENDS = {
	pglite: { port: 4462, dataDir: '/tmp/kpy-bench-server' },
	postgres: { port: 4463, database: 'kpy_bench_server' },
};

function pickBackends() {
	const flag = process.argv.find((arg) => arg.startsWith('--backend='))?.split('=')[1];
	if (!flag) return Object.keys(BACKENDS);
	if (!(flag in BACKENDS)) throw new Error(`--backend must be one of ${Object.keys(BACKENDS)}`);
	return [flag];
}

async function callApi(origin, path, data) {
	const response = await fetch(`${origin}/api${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(data),
	});
	return (await response.json()).data;
}

async function backendEnv(name) {
	const backend = BACKENDS[name];
	if (name === 'pglite') {
		rmSync(backend.dataDir, { recursive: true, force: true });
		return {
			DATABASE_URL: '',
			PGLITE_DIR: join(backend.dataDir, 'pglite'),
			UPLOAD_DIR: join(backend.dataDir, 'uploads'),
		};
	}
	return {
		DATABASE_URL: await recreateDatabase(ADMIN_URL, backend.database),
		UPLOAD_DIR: join(tmpdir(), `kpy-bench-server-${backend.database}-uploads`),
	};
}

/** The targets, with a real approved activity and a static asset the home page links. */
async function listTargets(origin) {
	const list = await callApi(origin, '/activity/getActivityList', { pageSize: 1 });
	const id = list.items[0].id;
	const html = await (await fetch(`${origin}/home-list`)).text();
	const asset = html.match(/\/_astro\/[\w.-]+\.css/)?.[0];
	if (!asset) throw new Error('the home page links no /_astro/*.css asset');
	const province = list.items[0].province_code;
	return [
		{ name: '静态资源', path: asset, static: true },
		{ name: '首页', path: '/home-list' },
		{ name: '活动列表（筛选）', path: `/list-page?province_code=${province}&sort=start&page=1` },
		{ name: '活动详情', path: `/detail-page?id=${id}` },
		{
			name: 'getActDetail',
			path: '/api/activity/getActDetail',
			method: 'POST',
			body: JSON.stringify({ id }),
			headers: { 'content-type': 'application/json' },
		},
	];
}

function run(origin, target) {
	return new Promise((done, fail) => {
		autocannon(
			{
				url: `${origin}${target.path}`,
				method: target.method ?? 'GET',
				body: target.body,
				headers: target.headers,
				connections: CONNECTIONS,
				duration: target.duration ?? DURATION_S,
			},
			(error, result) => (error ? fail(error) : done(result)),
		);
	});
}

async function benchBackend(name, outDir) {
	const env = {
		...(await backendEnv(name)),
		SESSION_SECRET: randomBytes(32).toString('hex'),
	};
	const portal = await servePortal({
		outDir,
		port: BACKENDS[name].port,
		env,
		logFile: join(tmpdir(), `kpy-bench-server-${name}.log`),
	});
	const rows = [];
	try {
		const targets = await listTargets(portal.origin);
		for (const target of targets) {
			await run(portal.origin, { ...target, duration: WARMUP_S });
			const result = await run(portal.origin, target);
			rows.push({
				...target,
				rps: result.requests.average,
				p50: result.latency.p50,
				p99: result.latency.p99,
				errors: result.errors + result.timeouts + result.non2xx,
			});
		}
	} finally {
		await portal.stop();
	}
	return rows;
}

function report(name, rows) {
	const base = rows.find((row) => row.static).rps;
	const misses = [];
	console.log(
		`\n${name}（${CONNECTIONS} 连接 × ${DURATION_S} 秒）\n${'目标'.padEnd(16)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'错误'.padStart(6)}${'倍数'.padStart(7)}  预算`,
	);
	for (const row of rows) {
		const ratio = row.rps / base;
		const budget = [`p99 ≤ ${P99_BUDGET_MS}`, '无错误'];
		const rowMisses = [];
		if (row.p99 > P99_BUDGET_MS) rowMisses.push(`p99 ${row.p99} ms`);
		if (row.errors > 0) rowMisses.push(`${row.errors} 个错误`);
		if (row.name.startsWith('活动列表')) {
			budget.push(`倍数 ≥ ${LIST_RATIO_BUDGET}`);
			if (ratio < LIST_RATIO_BUDGET) rowMisses.push(`倍数 ${ratio.toFixed(2)}`);
		}
		console.log(
			`${row.name.padEnd(16)}${row.rps.toFixed(0).padStart(9)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}${String(row.errors).padStart(6)}${ratio.toFixed(2).padStart(7)}  ${budget.join('，')}  ${rowMisses.length ? `未达：${rowMisses.join('，')}` : 'OK'}`,
		);
		for (const miss of rowMisses) misses.push(`${name} ${row.name}：${miss}`);
	}
	return misses;
}

const outDir = buildCommitted(process.env.BENCH_DIR ?? join(tmpdir(), 'kpy-bench-server-build'));
const misses = [];
for (const name of pickBackends()) misses.push(...report(name, await benchBackend(name, outDir)));
if (misses.length) {
	console.error(`\n未通过：\n${misses.join('\n')}`);
	process.exit(1);
}
console.log('\n全部目标在预算之内。');
