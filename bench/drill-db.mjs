// `npm run drill:db`: stops PostgreSQL under load and starts it again. Runs its own throw-away
// cluster on port 5440 (never the shared one), the built portal on port 4464 against it, and users
// who read and write with every acknowledgement recorded. Budgets: the API answers a 503
// 服务暂不可用 envelope within 2 s of the stop (every API answer in the outage, too), /readyz 503
// within 5 s, the process stays up; after the restart the API, /readyz and pages are healthy within
// 10 s; nothing acknowledged is lost. Prints each figure beside its budget; exits 1 on a miss.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkConsistency, createAckLog } from './lib/consistency.mjs';
import {
	firstAfter,
	isHealthy,
	isOutageEnvelope,
	recordAnswers,
	startProbes,
} from './lib/drill-probes.mjs';
import {
	createClient,
	createCodeBook,
	createStats,
	logIn,
	userAddress,
} from './lib/load-client.mjs';
import { createPrivatePostgres } from './lib/private-postgres.mjs';
import { benchResults } from './lib/results.mjs';
import { buildCommitted, openReader, servePortal } from './lib/served-portal.mjs';
import { createVisitor, readCatalogue } from './lib/workload.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4464);
const PG_PORT = Number(process.env.DRILL_PG_PORT ?? 5440);
const USERS = Number(process.env.DRILL_USERS ?? 20);
const WORK_DIR = process.env.BENCH_DIR ?? '/tmp/kpy-drill-db';
const STOP_MODE = process.env.DRILL_STOP_MODE ?? 'fast';
const LOAD_BEFORE_MS = 8_000;
const OUTAGE_MS = 8_000;
const LOAD_AFTER_MS = 12_000;
const BUDGET = { api503: 2_000, outageAnswer: 2_000, readyz503: 5_000, recovery: 10_000 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** USERS signed-in users acting in a loop until `state.running` is false. */
async function startLoad(origin, codesFile, stats, acks, timeline, titlePrefix) {
	const codes = createCodeBook(codesFile);
	const clients = [];
	for (let index = 0; index < USERS; index += 1) {
		const client = createClient({ origin, localAddress: userAddress(index), timeoutMs: 15_000 });
		if (!(await logIn(client, `1370000${String(index).padStart(4, '0')}`, codes, stats)))
			throw new Error(`login of user ${index} failed`);
		clients.push(recordAnswers(client, timeline));
	}
	const catalogue = { ...(await readCatalogue(clients[0])), scarce: [] };
	const state = { running: true };
	const loops = clients.map(async (client, index) => {
		const visitor = createVisitor({
			client,
			stats,
			acks,
			catalogue,
			titlePrefix,
			name: `d${index}`,
		});
		while (state.running) {
			await visitor.step();
			await sleep(100 + Math.random() * 200);
		}
		client.close();
	});
	return async () => {
		state.running = false;
		await Promise.all(loops);
	};
}

const recorded = benchResults('drill-db');
function line(label, ms, budget) {
	const shown = Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '未发生';
	const ok = ms <= budget;
	recorded.add(label, shown, `≤ ${budget / 1000} s`, ok);
	console.log(
		`${label.padEnd(28)}${shown.padStart(10)}   预算 ≤ ${budget / 1000} s   ${ok ? 'OK' : '未达标'}`,
	);
	return ok;
}

function report(figures, outage, check, stats) {
	console.log(`\n停库方式 pg_ctl stop -m ${STOP_MODE}；${USERS} 个用户持续读写\n`);
	const results = [
		line('API 首次答 503 信封', figures.api503, BUDGET.api503),
		line('停库期间 API 最慢应答', outage.slowestApi, BUDGET.outageAnswer),
		line('/readyz 首次答 503', figures.readyz503, BUDGET.readyz503),
		line('重启后 API 恢复', figures.apiBack, BUDGET.recovery),
		line('重启后 /readyz 恢复', figures.readyzBack, BUDGET.recovery),
		line('重启后页面恢复', figures.pageBack, BUDGET.recovery),
	];
	console.log(
		`停库期间：API 应答 ${outage.api} 次，其中 503 信封 ${outage.api503} 次；页面 ${outage.pages} 次（${outage.pageStatuses}），最慢 ${(outage.slowestPage / 1000).toFixed(2)} s；/livez 200 ${outage.livez} 次；进程存活：${figures.alive ? '是' : '否'}`,
	);
	stats.print(figures.seconds);
	console.log(
		`已确认的写入 ${check.totals.acknowledgedJoins} 次报名、${check.totals.acknowledgedSubmits} 个发布、${check.totals.checkedMarks} 处收藏/点赞（结果不明 ${check.totals.uncertainMarks} 处）`,
	);
	const problems = [...check.problems];
	if (results.includes(false)) problems.push('有指标未达预算');
	if (outage.api !== outage.api503) problems.push('停库期间有 API 应答不是 503 信封');
	if (!figures.alive) problems.push('门户进程在停库期间退出了');
	if (outage.livez === 0) problems.push('停库期间 /livez 没有答 200');
	if (figures.unexpected) problems.push(`停库窗口之外有 ${figures.unexpected} 个 5xx 或无应答`);
	return problems;
}

function summarise(answers, marks) {
	const { stopAt, downAt, upAt } = marks;
	const during = answers.filter((a) => a.start >= downAt && a.end <= upAt);
	const api = during.filter((a) => a.kind === 'api');
	const pages = during.filter((a) => a.kind === 'page');
	const statuses = Map.groupBy(pages, (a) => a.status);
	const outage = {
		api: api.length,
		api503: api.filter(isOutageEnvelope).length,
		slowestApi: Math.max(0, ...api.map((a) => a.end - a.start)),
		pages: pages.length,
		pageStatuses: [...statuses]
			.map(([status, list]) => `${status || '无应答'} × ${list.length}`)
			.join('，'),
		slowestPage: Math.max(0, ...pages.map((a) => a.end - a.start)),
		livez: during.filter((a) => a.kind === 'livez' && a.status === 200).length,
	};
	const figures = {
		api503: firstAfter(answers, 'api', stopAt, isOutageEnvelope),
		readyz503: firstAfter(answers, 'readyz', stopAt, (a) => a.status === 503),
		apiBack: firstAfter(answers, 'api', upAt, isHealthy),
		readyzBack: firstAfter(answers, 'readyz', upAt, (a) => a.status === 200),
		pageBack: firstAfter(answers, 'page', upAt, (a) => a.status === 200),
	};
	const recoveredAt = upAt + Math.max(figures.apiBack, figures.readyzBack, figures.pageBack);
	figures.unexpected = answers.filter(
		(a) => (a.end < stopAt || a.start > recoveredAt) && (a.status === 0 || a.status >= 500),
	).length;
	return { figures, outage };
}

async function main() {
	const outDir = buildCommitted(WORK_DIR);
	const dataDir = join(WORK_DIR, 'data');
	rmSync(dataDir, { recursive: true, force: true });
	mkdirSync(dataDir, { recursive: true });
	const cluster = createPrivatePostgres({ port: PG_PORT });
	const cleanUp = () => cluster.destroy();
	process.once('SIGINT', () => {
		cleanUp();
		process.exit(130);
	});
	const codesFile = join(dataDir, 'codes.jsonl');
	const logFile = join(dataDir, 'server.log');
	const stats = createStats();
	const acks = createAckLog();
	const timeline = [];
	const titlePrefix = `演练${Date.now().toString(36)}`;
	let server;
	try {
		console.log(`私有 PostgreSQL：127.0.0.1:${PG_PORT}；门户日志 ${logFile}`);
		server = await servePortal({
			outDir,
			port: PORT,
			logFile,
			env: {
				DATABASE_URL: cluster.url,
				UPLOAD_DIR: join(dataDir, 'uploads'),
				LOGIN_CODE_SENDER: `file:${codesFile}`,
				// Captcha off: these figures measure the server (login-captcha.spec.ts measures solving).
				CAPTCHA: 'off',
				SESSION_SECRET: 'drill-db-session-secret',
				PUBLISH_CUTOFF: '2099-12-31 23:59:59',
				REVIEW_MODE: 'auto',
			},
		});
		const loadStartedAt = Date.now();
		const stopLoad = await startLoad(server.origin, codesFile, stats, acks, timeline, titlePrefix);
		const probes = startProbes(server.origin, userAddress(USERS));
		await sleep(LOAD_BEFORE_MS);
		const stopAt = Date.now();
		console.log('停止 PostgreSQL……');
		cluster.stop(STOP_MODE);
		const downAt = Date.now();
		await sleep(OUTAGE_MS);
		const alive = server.alive();
		console.log('启动 PostgreSQL……');
		cluster.start();
		const upAt = Date.now();
		await sleep(LOAD_AFTER_MS);
		await stopLoad();
		const answers = [...(await probes.stop()), ...timeline].sort((a, b) => a.start - b.start);
		const { figures, outage } = summarise(answers, { stopAt, downAt, upAt });
		Object.assign(figures, { alive, seconds: (Date.now() - loadStartedAt) / 1000 });
		await server.stop();
		const reader = await openReader({ url: cluster.url });
		const check = await checkConsistency(reader, acks, titlePrefix).finally(() => reader.close());
		const problems = report(figures, outage, check, stats);
		recorded.save();
		if (problems.length) {
			console.error(`\n未通过：\n${problems.slice(0, 40).join('\n')}`);
			process.exitCode = 1;
		} else console.log('\n演练通过。');
	} finally {
		await server?.stop();
		cleanUp();
	}
}

await main();
