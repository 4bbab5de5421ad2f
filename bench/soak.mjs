// `npm run bench:soak`: builds the portal, serves it on port 4464 with a fresh demo database
// (PGlite under /tmp/kpy-bench-soak, or database kpy_bench_soak on PostgreSQL with --postgres or
// DATABASE_URL), and lets 200 users browse, log in, join, collect, thumb and publish for 60 s,
// with joins racing for the last seats of small activities, a share of their steps cancelling,
// joining and leaving the waitlists of a few small activities (soak-lifecycle.mjs), and check-ins
// of the registrations (soak-checkin.mjs). Then it reads the database itself: every acknowledged
// write present, counters equal to their rows, no capacity exceeded, one activity per submission,
// the queues served in order with no double promotion, at most one check-in per registration.
// Prints the totals and the server's resident memory at the end and after 10 s at rest (budget
// 400 MB on PGlite for both); exits 1 on any inconsistency, 5xx, lost request or memory over budget.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkConsistency, createAckLog } from './lib/consistency.mjs';
import {
	createClient,
	createCodeBook,
	createStats,
	logIn,
	userAddress,
} from './lib/load-client.mjs';
import { residentMb } from './lib/process-memory.mjs';
import { benchResults } from './lib/results.mjs';
import { buildCommitted, openReader, recreateDatabase, servePortal } from './lib/served-portal.mjs';
import { activityDraft, createVisitor, readCatalogue, shanghaiTime } from './lib/workload.mjs';
import { checkCheckins, checkinTraffic, createCheckinLog } from './soak-checkin.mjs';
import {
	checkLifecycle,
	LIFECYCLE_SHARE,
	lifecycleStep,
	setUpLifecycle,
} from './soak-lifecycle.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4464);
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const WORK_DIR = process.env.BENCH_DIR ?? '/tmp/kpy-bench-soak';
const ON_POSTGRES = process.argv.includes('--postgres') || Boolean(process.env.DATABASE_URL);
const POSTGRES_BASE = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Users log in at random moments of the first LOGIN_SPREAD_MS, browsing anonymously until then. */
const LOGIN_SPREAD_MS = 15_000;
/** Every signed-in user joins the burst activity at once, BURST_AT_MS into the run. */
const BURST_AT_MS = 30_000;
const THINK_MS = [50, 300];
/** A request unanswered this long counts as lost (a failure), not as slow. */
const TIMEOUT_MS = Number(process.env.SOAK_TIMEOUT_MS ?? 60_000);
/** The server's resident memory after the run, on the embedded database (docs/benchmarks.md). */
const RSS_BUDGET_MB = 400;
/** How long the server rests after the run before its memory is read again. */
const SETTLE_MS = Number(process.env.SOAK_SETTLE_MS ?? 10_000);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));

/** Seeded demo accounts first (publishers, then audience), then new numbers the login creates. */
function mobileOf(index) {
	if (index < 5) return `1380000000${index + 1}`;
	if (index < 35) return `139000000${String(index - 4).padStart(2, '0')}`;
	return `1370000${String(index).padStart(4, '0')}`;
}

/** The set-up's activities start within the hour: the run checks people in, which opens 2 h before. */
const SET_UP_START_MS = 60 * 60_000;

/** The admin publishes the activities that joins race for: 8 small ones and 1 for the burst. */
async function setUp(origin, codes, stats, titlePrefix) {
	const organiser = createClient({
		origin,
		localAddress: userAddress(USERS),
		timeoutMs: TIMEOUT_MS,
	});
	if (!(await logIn(organiser, '13800000000', codes, stats))) throw new Error('admin login failed');
	const publish = async (title, capacity) => {
		const start = Date.now() + SET_UP_START_MS;
		const times = { start_time: shanghaiTime(start), end_time: shanghaiTime(start + 2 * 3600_000) };
		const answer = await organiser.api(
			'/activity/addActivity',
			activityDraft(title, { capacity, ...times }),
		);
		if (answer.code !== 0) throw new Error(`setup addActivity: ${answer.status} ${answer.msg}`);
		return Number(answer.data.id);
	};
	const scarce = [];
	for (let n = 0; n < 8; n += 1) scarce.push(await publish(`${titlePrefix} 名额 ${n}`, 3 + n));
	const burst = [await publish(`${titlePrefix} 抢位`, 10)];
	const catalogue = { ...(await readCatalogue(organiser)), scarce };
	// After the catalogue: the other traffic leaves the lifecycle activities to their own users.
	const lifecycle = await setUpLifecycle(publish, titlePrefix);
	// The organiser stays signed in for the check-in traffic (soak-checkin.mjs).
	return { catalogue, burst, lifecycle, organiser };
}

async function runUser(index, context) {
	const { origin, codes, stats, acks, catalogue, deadline, startedAt, titlePrefix } = context;
	const client = createClient({ origin, localAddress: userAddress(index), timeoutMs: TIMEOUT_MS });
	const loginAt = startedAt + Math.random() * LOGIN_SPREAD_MS;
	const visitor = createVisitor({ client, stats, acks, catalogue, titlePrefix, name: `u${index}` });
	while (Date.now() < loginAt) {
		await visitor.actions.page();
		await think();
	}
	if (!(await logIn(client, mobileOf(index), codes, stats))) {
		client.close();
		return null;
	}
	context.signedIn.push({ client, visitor });
	while (Date.now() < deadline) {
		if (Math.random() < LIFECYCLE_SHARE) await lifecycleStep(client, stats, context.lifecycle);
		else await visitor.step();
		await think();
	}
	return client;
}

/** All signed-in users join the burst activity in the same instant: 10 seats. */
async function burst(context, ids) {
	await sleep(context.startedAt + BURST_AT_MS - Date.now());
	await Promise.all(
		context.signedIn.flatMap(({ visitor }) => ids.map((id) => visitor.actions.join(id))),
	);
}

async function main() {
	const outDir = buildCommitted(WORK_DIR);
	const dataDir = join(WORK_DIR, 'data');
	rmSync(dataDir, { recursive: true, force: true });
	mkdirSync(dataDir, { recursive: true });
	const pgliteDir = join(dataDir, 'pglite');
	const databaseUrl = ON_POSTGRES
		? await recreateDatabase(POSTGRES_BASE, process.env.SOAK_DATABASE ?? 'kpy_bench_soak')
		: '';
	const codesFile = join(dataDir, 'codes.jsonl');
	const logFile = join(dataDir, 'server.log');
	console.log(
		`数据库：${ON_POSTGRES ? databaseUrl.replace(/\/\/[^@]*@/, '//') : `PGlite ${pgliteDir}`}`,
	);
	const server = await servePortal({
		outDir,
		port: PORT,
		logFile,
		env: {
			DATABASE_URL: databaseUrl,
			PGLITE_DIR: pgliteDir,
			UPLOAD_DIR: join(dataDir, 'uploads'),
			LOGIN_CODE_SENDER: `file:${codesFile}`,
			// Captcha off: these figures measure the server (login-captcha.spec.ts measures solving).
			CAPTCHA: 'off',
			SESSION_SECRET: 'bench-soak-session-secret',
			PUBLISH_CUTOFF: '2099-12-31 23:59:59',
			REVIEW_MODE: 'auto',
		},
	});
	const stats = createStats();
	const acks = createAckLog();
	const codes = createCodeBook(codesFile);
	const titlePrefix = `压测${Date.now().toString(36)}`;
	let clients = [];
	let check;
	let lifecycle;
	let organiser;
	let checkins;
	const checkinLog = createCheckinLog();
	let seconds = SECONDS;
	let rssMb = null;
	let settledMb = null;
	try {
		const setup = await setUp(server.origin, codes, stats, titlePrefix);
		const { catalogue, burst: burstIds } = setup;
		lifecycle = setup.lifecycle;
		organiser = setup.organiser;
		const startedAt = Date.now();
		const context = {
			origin: server.origin,
			codes,
			stats,
			acks,
			catalogue,
			titlePrefix,
			startedAt,
			deadline: startedAt + SECONDS * 1000,
			signedIn: [],
			lifecycle,
		};
		console.log(`${USERS} 个用户，${SECONDS} 秒……`);
		const users = Array.from({ length: USERS }, (_, index) => runUser(index, context));
		[clients] = await Promise.all([
			Promise.all(users),
			burst(context, burstIds),
			checkinTraffic(context, organiser, [...catalogue.scarce, ...burstIds], checkinLog),
		]);
		seconds = (Date.now() - startedAt) / 1000;
		rssMb = residentMb(server.pid);
		console.log(`静置 ${SETTLE_MS / 1000} 秒后再读内存……`);
		await sleep(SETTLE_MS);
		settledMb = residentMb(server.pid);
	} finally {
		for (const client of clients) client?.close();
		organiser?.close();
		await server.stop();
	}
	const reader = await openReader(ON_POSTGRES ? { url: databaseUrl } : { pgliteDir });
	try {
		check = await checkConsistency(reader, acks, titlePrefix);
		const lifecycleCheck = await checkLifecycle(reader, lifecycle);
		check.problems.push(...lifecycleCheck.problems);
		check.lifecycle = lifecycleCheck.summary;
		checkins = await checkCheckins(reader, checkinLog);
		check.problems.push(...checkins.problems);
	} finally {
		await reader.close();
	}
	stats.print(seconds);
	const totals = check.totals;
	console.log(
		`已确认的写入 ${acks.count()} 次（报名 ${totals.acknowledgedJoins} 人次，发布 ${totals.acknowledgedSubmits} 个活动，收藏/点赞核对 ${totals.checkedMarks} 处，结果不明 ${totals.uncertainMarks} 处）`,
	);
	console.log(
		`数据库：活动 ${totals.activities} 个，报名 ${totals.joinRows} 行；服务器日志 ${logFile}`,
	);
	console.log(check.lifecycle);
	const recorded = benchResults(ON_POSTGRES ? 'soak-postgres' : 'soak');
	const memory = [
		['运行结束时', rssMb],
		[`静置 ${SETTLE_MS / 1000} 秒后`, settledMb],
	];
	for (const [moment, mb] of memory) {
		const text = mb === null ? '无法读取' : `${mb.toFixed(0)} MB`;
		recorded.add(
			`server RSS ${moment === '运行结束时' ? 'at the end' : `after ${SETTLE_MS / 1000} s at rest`}`,
			text,
			ON_POSTGRES ? '' : `≤ ${RSS_BUDGET_MB} MB`,
			mb !== null && (ON_POSTGRES || mb <= RSS_BUDGET_MB),
		);
		if (ON_POSTGRES) {
			console.log(`服务器常驻内存（RSS），${moment}：${text}（PostgreSQL，供参考）`);
			continue;
		}
		const within = mb !== null && mb <= RSS_BUDGET_MB;
		console.log(
			`服务器常驻内存（RSS），${moment}：${text}  预算 ≤ ${RSS_BUDGET_MB} MB  ${within ? 'OK' : '未达'}`,
		);
		if (!within) check.problems.push(`服务器常驻内存${moment} ${text}，超出 ${RSS_BUDGET_MB} MB`);
	}
	console.log(checkins.summary);
	const failures = stats.failures();
	if (failures) check.problems.push(`${failures} 个请求得到 5xx 或没有应答`);
	recorded.add(
		`${USERS} users for ${SECONDS} s: consistency, 5xx and lost requests`,
		check.problems.length ? `${check.problems.length} problems` : 'consistent, none failed',
		'none',
		check.problems.length === 0,
	);
	recorded.save();
	if (check.problems.length) {
		console.error(`\n不一致或失败：\n${check.problems.slice(0, 40).join('\n')}`);
		process.exit(1);
	}
	console.log(
		'\n一致性检查通过：已确认的写入都在，计数等于行数，没有超出人数上限，没有重复活动，候补按序递补且无重复递补。',
	);
}

await main();
