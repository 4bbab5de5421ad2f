// bench:server's reads under writes: 200 list and 200 detail pages read by 50 connections, with
// nobody writing and while 10 signed-in users like, collect, join and cancel random activities of
// those pages at 50 writes a second and new users log in at 2 a second (paced-writes.mjs), in
// alternating segments. The page cache's hit ratio is the server's own (/livez counts hits and
// renders).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { listUrls } from './list-urls.mjs';
import { createCodeBook, createStats } from './load-client.mjs';
import { LOGINS_PER_S, startWriting, WRITES_PER_S } from './paced-writes.mjs';

const PAGES_PER_KIND = 200;
/** How long the server keeps a public page (src/server/edge/public-pages.ts). */
const PAGE_LIFETIME_MS = 30_000;
/** Rounds of a segment of each kind, each segment half the bench's duration. */
const ROUNDS = 4;
const BUDGETS = { ratio: 0.8, p99Ms: 50, hitRatio: 0.95 };

async function callApi(origin, path, data) {
	const response = await fetch(`${origin}/api${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(data),
	});
	return (await response.json()).data;
}

/** 200 public activities (id, whether it can be joined) and the provinces they are in. */
async function readActivities(origin) {
	const items = [];
	for (let page = 1; items.length < PAGES_PER_KIND; page += 1) {
		const answer = await callApi(origin, '/activity/getActivityList', { page, pageSize: 50 });
		items.push(...answer.items);
		if (answer.items.length < 50) break;
	}
	if (items.length < PAGES_PER_KIND) throw new Error(`only ${items.length} public activities`);
	return items.slice(0, PAGES_PER_KIND);
}

/** CPU time `pid` has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
	try {
		const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
		return (Number(fields[11]) + Number(fields[12])) * 10;
	} catch {
		return Number.NaN;
	}
}

async function pageCacheCounts(origin) {
	const answer = await (await fetch(`${origin}/livez`)).json();
	return answer.pageCache;
}

function run(origin, pool, { connections, durationS, headers }) {
	let next = 0;
	return new Promise((done, fail) => {
		autocannon(
			{
				url: `${origin}${pool[0]}`,
				headers,
				connections,
				duration: durationS,
				requests: [
					{
						setupRequest: (request) => {
							next = (next + 1) % pool.length;
							return { ...request, path: pool[next] };
						},
					},
				],
			},
			(error, result) => (error ? fail(error) : done(result)),
		);
	});
}

/**
 * Reads `pool` for `durationS`, with the page cache's hits and renders of that time, the server's
 * CPU time and the writes sent meanwhile.
 */
async function measure(origin, pool, options, pid, writes = { sent: 0, logins: 0 }) {
	const before = await pageCacheCounts(origin);
	const cpuBefore = cpuMs(pid);
	const sentBefore = writes.sent;
	const loginsBefore = writes.logins;
	const result = await run(origin, pool, options);
	const cpu = cpuMs(pid) - cpuBefore;
	const after = await pageCacheCounts(origin);
	const hits = after.hits - before.hits;
	const renders = after.renders - before.renders;
	return {
		cpuMs: cpu,
		reads: result.requests.total,
		writes: writes.sent - sentBefore,
		logins: writes.logins - loginsBefore,
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors + result.timeouts + result.non2xx,
		hitRatio: hits / Math.max(1, hits + renders),
		hits,
		renders,
	};
}

async function prime(origin, pool, headers) {
	const queue = [...pool];
	const worker = async () => {
		for (let url = queue.pop(); url; url = queue.pop()) {
			const response = await fetch(`${origin}${url}`, { headers });
			await response.arrayBuffer();
			if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
		}
	};
	await Promise.all(Array.from({ length: 10 }, worker));
}

/** Adds up the segments of one kind: counts summed, rates over their time, the worst p99. */
function combine(segments) {
	const sum = (field) => segments.reduce((total, row) => total + row[field], 0);
	const hits = sum('hits');
	const renders = sum('renders');
	const seconds = segments.reduce((total, row) => total + row.seconds, 0);
	return {
		cpuMs: sum('cpuMs'),
		reads: sum('reads'),
		writes: sum('writes'),
		logins: sum('logins'),
		rps: sum('reads') / seconds,
		p50: Math.max(...segments.map((row) => row.p50)),
		p99: Math.max(...segments.map((row) => row.p99)),
		errors: sum('errors'),
		hitRatio: hits / Math.max(1, hits + renders),
		hits,
		renders,
		seconds,
	};
}

/**
 * Reads with and without writes on one server, in ROUNDS rounds of a segment of each, the order
 * alternating from round to round, so that a machine that slows down or speeds up during the run
 * (other work on a shared host) weighs on both alike. Each round starts on freshly rendered pages:
 * the last round's pages expire (a page lifetime after they were primed) before they are primed
 * again, so that no render from their expiry falls in a segment; then they are read unmeasured for
 * `warmupS`, so that the pages asked for again have been packed anew (encoded-page.ts).
 */
export async function readsUnderWrites({
	origin,
	pid,
	codesFile,
	connections,
	durationS,
	warmupS,
	headers,
}) {
	const activities = await readActivities(origin);
	const provinces = [...new Set(activities.map((item) => item.province_code).filter(Boolean))];
	const lists = listUrls(provinces).slice(0, PAGES_PER_KIND);
	const details = activities.map((item) => `/detail-page?id=${item.id}`);
	const pool = lists.flatMap((list, i) => [list, details[i]]);
	const segmentS = durationS / 2;
	const options = { connections, durationS: segmentS, headers };
	const codes = createCodeBook(codesFile);
	const stats = createStats();
	const writes = { sent: 0, ok: 0, logins: 0, loggedIn: 0, stats };
	const quiet = [];
	const busy = [];
	let primedAt = 0;
	for (let round = 0; round < ROUNDS; round += 1) {
		await new Promise((resolve) =>
			setTimeout(resolve, Math.max(0, primedAt + PAGE_LIFETIME_MS + 1_000 - Date.now())),
		);
		await prime(origin, pool, headers);
		primedAt = Date.now();
		await run(origin, pool, { ...options, durationS: warmupS });
		for (const writing of round % 2 === 0 ? [false, true] : [true, false]) {
			if (!writing) {
				quiet.push({ ...(await measure(origin, pool, options, pid)), seconds: segmentS });
				continue;
			}
			const writers = await startWriting(origin, activities, codes, stats);
			busy.push({
				...(await measure(origin, pool, options, pid, writers.outcomes)),
				seconds: segmentS,
			});
			const done = await writers.stop();
			for (const field of ['sent', 'ok', 'logins', 'loggedIn']) writes[field] += done[field];
		}
	}
	return { quiet: combine(quiet), busy: combine(busy), writes, segmentS, pool: pool.length };
}

/**
 * Prints the two runs beside the budgets and records them (`recorded`, results.mjs); answers the
 * misses (enforced ones only).
 */
export function reportReadsUnderWrites(
	name,
	{ quiet, busy, writes, segmentS, pool },
	enforced,
	recorded,
) {
	const ratio = busy.rps / quiet.rps;
	const line = (label, row) =>
		console.log(
			`${label.padEnd(26)}${row.rps.toFixed(0).padStart(8)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}${String(row.errors).padStart(6)}${`${(row.hitRatio * 100).toFixed(1)}%`.padStart(8)}  （命中 ${row.hits}，渲染 ${row.renders}）`,
		);
	console.log(
		`\n${name} 读写并发：${pool} 个地址（列表与详情各半），50 连接，无写入与写入各 ${quiet.seconds / segmentS} 段 × ${segmentS} 秒、交替进行；命中率取自服务器计数（/livez）`,
	);
	console.log(
		`${'情形'.padEnd(24)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'错误'.padStart(6)}${'命中率'.padStart(7)}`,
	);
	line('无写入', quiet);
	line(`写入 ${WRITES_PER_S}/s + 登录 ${LOGINS_PER_S}/s`, busy);
	console.log(
		`测量期间写入 ${busy.writes} 次（${(busy.writes / busy.seconds).toFixed(0)} 次/秒）、登录 ${busy.logins} 次；整段写入 ${writes.sent} 次（成功 ${writes.ok}，其余为已满、已报名等业务应答），登录 ${writes.logins} 次（成功 ${writes.loggedIn}）`,
	);
	// What the server's own CPU time says, whatever else the machine runs: a read's cost without
	// writes, what the writes, logins and renders cost on top, and the ratio that leaves a
	// dedicated core (1,000 ms of CPU a second) for reads.
	const perRead = quiet.cpuMs / Math.max(1, quiet.reads);
	const extraPerS = Math.max(0, busy.cpuMs - busy.reads * perRead) / busy.seconds;
	console.log(
		`服务器 CPU：无写入时每次读 ${perRead.toFixed(3)} ms；写入时额外 ${extraPerS.toFixed(0)} ms/秒（${(busy.writes / busy.seconds).toFixed(0)} 次写入/秒、${(busy.logins / busy.seconds).toFixed(1)} 次登录/秒、${(busy.renders / busy.seconds).toFixed(1)} 次渲染/秒）；专用一核时推算倍数 ${(1 - extraPerS / 1000).toFixed(2)}`,
	);
	const misses = [];
	if (ratio < BUDGETS.ratio) misses.push(`写入时吞吐为无写入的 ${ratio.toFixed(2)} 倍`);
	if (busy.p99 > BUDGETS.p99Ms) misses.push(`写入时 p99 ${busy.p99} ms`);
	if (busy.hitRatio < BUDGETS.hitRatio)
		misses.push(`写入时命中率 ${(busy.hitRatio * 100).toFixed(1)}%`);
	if (busy.errors + quiet.errors > 0) misses.push(`${busy.errors + quiet.errors} 个错误`);
	const failures = writes.stats.failures();
	if (failures > 0) misses.push(`${failures} 个写入或登录 5xx/无应答`);
	console.log(
		`预算：倍数 ≥ ${BUDGETS.ratio}（实际 ${ratio.toFixed(2)}），p99 ≤ ${BUDGETS.p99Ms} ms，命中率 ≥ ${BUDGETS.hitRatio * 100}%  ${misses.length ? `未达：${misses.join('，')}` : 'OK'}`,
	);
	if (misses.length) writes.stats.print(busy.seconds);
	const hitRate = (row) => `${(row.hitRatio * 100).toFixed(1)} % hits`;
	recorded.add(
		`${name}: reads, nobody writing`,
		`${quiet.rps.toFixed(0)} req/s, p99 ${quiet.p99} ms, ${hitRate(quiet)}`,
		'reference',
		true,
	);
	recorded.add(
		`${name}: reads under ${WRITES_PER_S} writes/s + ${LOGINS_PER_S} logins/s`,
		`${busy.rps.toFixed(0)} req/s (${ratio.toFixed(2)} × nobody writing), p99 ${busy.p99} ms, ${hitRate(busy)}; server CPU +${extraPerS.toFixed(0)} ms/s for the writes (${(1 - extraPerS / 1000).toFixed(2)} × on a core of its own)`,
		`≥ ${BUDGETS.ratio} ×, p99 ≤ ${BUDGETS.p99Ms} ms, ≥ ${BUDGETS.hitRatio * 100} % hits`,
		misses.length === 0,
	);
	return enforced || misses.some((miss) => miss.includes('错误') || miss.includes('5xx'))
		? misses.map((miss) => `${name} 读写并发：${miss}`)
		: [];
}
