// `npm run bench:cluster`: three PostgreSQL-backed portal instances (ports BENCH_PORT+1…+3, one
// fresh database kpy_bench_cluster) behind Debian's nginx (BENCH_PORT, default 4760; round robin,
// no sticky sessions), uploads in an S3-compatible server this bench starts (s3rver, BENCH_PORT+4).
// Checks: a session made on one instance works on the others; a kept page asked for through nginx
// is answered by each instance before Astro runs; a publish on one is on every instance's pages and
// API within 0.5 s, and a like on one shows on the others' detail pages asked for a page lifetime
// after it (LISTEN/NOTIFY carries what changed); rate limits and the join capacity are exact across
// instances; an upload is served by every instance; one instance killed (SIGKILL) under write load
// loses no acknowledged write and the others keep answering. Prints each figure
// beside its budget and exits 1 when one fails. Installs nothing: a missing nginx or PostgreSQL
// is reported with what to install.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import sharp from 'sharp';
import { checkConsistency, createAckLog } from './lib/consistency.mjs';
import {
	createClient,
	createCodeBook,
	createStats,
	logIn,
	userAddress,
} from './lib/load-client.mjs';
import { findNginx, startNginx } from './lib/nginx.mjs';
import { benchResults } from './lib/results.mjs';
import { buildCommitted, openReader, recreateDatabase, servePortal } from './lib/served-portal.mjs';
import { activityDraft, createVisitor, readCatalogue } from './lib/workload.mjs';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 4760);
const INSTANCES = 3;
const S3_PORT = BASE_PORT + INSTANCES + 1;
const WORK_DIR = process.env.BENCH_DIR ?? '/tmp/kpy-bench-cluster';
const POSTGRES_BASE = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'kpy-bench';
const VISIBLE_BUDGET_MS = 500;
/** How long a public page is kept (src/server/edge/public-pages.ts): a like may lag that long. */
const PAGE_LIFETIME_MS = 30_000;
const VISIBILITY_ROUNDS = 6;
const PROXIED_READS = 30;
const SENDS_PER_ADDRESS = 10;
const SEATS = 5;
const JOINERS = 40;
const WRITERS = 30;
const LOAD_BEFORE_KILL_MS = 3_000;
const LOAD_AFTER_KILL_MS = 5_000;
/** After this long, nginx has marked the dead instance down: no request may fail any more. */
const SETTLE_MS = 1_000;

const parallel = (n, run) => Promise.all(Array.from({ length: n }, (_, i) => run(i)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let nextAddress = 0;
const freshAddress = () => userAddress(nextAddress++);
let nextMobile = 0;
const freshMobile = () => `136${String(10_000_000 + nextMobile++).slice(-8)}`;

const results = [];
/** One figure beside its budget: `✓ name  预算 …  实际 …`. */
const recorded = benchResults('cluster');
function report(name, budget, actual, ok) {
	results.push(ok);
	recorded.add(name, actual, budget, ok);
	console.log(`${ok ? '✓' : '✗'} ${name.padEnd(40)} 预算 ${budget.padStart(12)}  实际 ${actual}`);
}

function preflight() {
	const nginx = findNginx();
	if (!nginx) {
		console.error(
			'缺少 nginx / nginx is missing: 请先安装 Debian 的 nginx 包（apt-get install nginx）；本脚本不安装任何软件。',
		);
		process.exit(2);
	}
	return nginx;
}

/** The build of HEAD, reused while HEAD stays the commit it was built from. */
function buildOnce() {
	const commit = execSync('git rev-parse HEAD', { encoding: 'utf8' }).trim();
	const marker = join(WORK_DIR, 'built-commit');
	if (existsSync(marker) && readFileSync(marker, 'utf8') === commit)
		process.env.BENCH_SKIP_BUILD = '1';
	const outDir = buildCommitted(WORK_DIR);
	writeFileSync(marker, commit);
	return outDir;
}

async function startS3(dir) {
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	const child = spawn(process.execPath, ['scripts/s3-server.mjs', dir, BUCKET, String(S3_PORT)], {
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	await new Promise((resolve, reject) => {
		child.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}`)));
		createInterface({ input: child.stdout }).once('line', resolve);
	});
	return {
		stop: async () => {
			const exited = new Promise((resolve) => child.once('exit', resolve));
			child.kill('SIGTERM');
			await exited;
		},
	};
}

/** Loads `targets` (`[label, fetcher]`) until each shows `needle`; answers the slowest wait in ms. */
async function waitUntilAllShow(targets, needle, from, timeoutMs = 5_000) {
	const seen = await Promise.all(
		targets.map(async ([label, load]) => {
			while (performance.now() - from < timeoutMs) {
				if ((await load()).includes(needle)) return performance.now() - from;
				await sleep(10);
			}
			return { label, missing: true };
		}),
	);
	const missing = seen.filter((value) => typeof value === 'object').map((value) => value.label);
	const times = seen.map((value, i) => [targets[i][0], typeof value === 'number' ? value : null]);
	return { ms: Math.max(...seen.filter((value) => typeof value === 'number'), 0), missing, times };
}

/** Each instance's home page, list page (newest first) and list API, loaded without a session. */
function publicViews(instances) {
	const anonymous = instances.map((instance) =>
		createClient({ origin: instance.origin, localAddress: freshAddress() }),
	);
	return anonymous.flatMap((client, i) => [
		[`实例${i + 1} 首页`, async () => (await client.page('/home-list')).text ?? ''],
		[`实例${i + 1} 列表页`, async () => (await client.page('/list-page?sort=latest')).text ?? ''],
		[
			`实例${i + 1} 列表 API`,
			async () =>
				(await client.send({ method: 'GET', path: '/api/activity/getActivityList?sort=latest' }))
					.text ?? '',
		],
	]);
}

/**
 * Through nginx, which sends X-Forwarded-Proto and -For, each instance answers a kept page before
 * Astro runs (serve.mjs's fast path), as it does without a proxy: counted by /livez's beforeAstro.
 */
async function cachedPagesBehindProxy(instances, proxy) {
	const answeredEarly = () =>
		Promise.all(
			instances.map(
				async (instance) =>
					(await (await fetch(`${instance.origin}/livez`)).json()).pageCache.beforeAstro,
			),
		);
	const reader = createClient({ origin: proxy, localAddress: freshAddress() });
	const read = () =>
		reader.send({
			method: 'GET',
			path: '/list-page?sort=hot',
			headers: { 'accept-encoding': 'gzip, deflate, br' },
		});
	// Round robin: every instance renders and keeps the page first.
	for (let i = 0; i < INSTANCES * 2; i += 1) await read();
	const before = await answeredEarly();
	let ok = 0;
	for (let i = 0; i < PROXIED_READS; i += 1) if ((await read()).status === 200) ok += 1;
	const after = await answeredEarly();
	const early = after.reduce((sum, count, i) => sum + count - (before[i] ?? 0), 0);
	report(
		'经 nginx 的缓存页在 Astro 之前应答',
		`${PROXIED_READS}/${PROXIED_READS}`,
		`${early}/${PROXIED_READS}（各实例：${after.map((count, i) => count - (before[i] ?? 0)).join('，')}；200：${ok}）`,
		early === PROXIED_READS && ok === PROXIED_READS,
	);
	reader.close();
}

async function sessionsAcrossInstances(instances, proxy, codes, stats) {
	const first = createClient({ origin: instances[0].origin, localAddress: freshAddress() });
	if (!(await logIn(first, freshMobile(), codes, stats))) throw new Error('login failed');
	let accepted = 0;
	let asked = 0;
	const others = [
		...instances.slice(1).map((instance) => instance.origin),
		...Array(6).fill(proxy),
	];
	for (const origin of others) {
		const client = createClient({ origin, localAddress: freshAddress() });
		Object.assign(client.session, first.session);
		const answer = await client.api('/user/getUserInfo');
		asked += 1;
		if (answer.code === 0 && Number(answer.data.uid) === first.session.uid) accepted += 1;
		client.close();
	}
	report(
		'实例1 登录，实例2、3 与 nginx 上使用',
		`${asked}/${asked}`,
		`${accepted}/${asked}`,
		accepted === asked,
	);
	// Logged out on instance 2: refused everywhere (sessions may be cached per instance).
	const second = createClient({ origin: instances[1].origin, localAddress: freshAddress() });
	Object.assign(second.session, first.session);
	for (const instance of instances) {
		const client = createClient({ origin: instance.origin, localAddress: freshAddress() });
		Object.assign(client.session, first.session);
		await client.api('/user/getUserInfo');
		client.close();
	}
	await second.api('/account/loginout');
	const from = performance.now();
	const refusedBy = await Promise.all(
		instances.map(async (instance) => {
			const client = createClient({ origin: instance.origin, localAddress: freshAddress() });
			Object.assign(client.session, first.session);
			while (performance.now() - from < 5_000) {
				if ((await client.api('/user/getUserInfo')).code !== 0) return performance.now() - from;
				await sleep(10);
			}
			return Number.POSITIVE_INFINITY;
		}),
	);
	const slowest = Math.max(...refusedBy);
	report(
		'实例2 退出后各实例拒绝该会话',
		`≤ ${VISIBLE_BUDGET_MS} ms`,
		Number.isFinite(slowest) ? `${slowest.toFixed(0)} ms` : '5 秒内仍被接受',
		slowest <= VISIBLE_BUDGET_MS,
	);
	first.close();
	second.close();
}

/** A listener of the instances' invalidation channel, to time the notices apart from the renders. */
async function listenToNotices(databaseUrl) {
	const client = new pg.Client({ connectionString: databaseUrl });
	await client.connect();
	let waiting;
	client.on('notification', () => waiting?.());
	await client.query('LISTEN kpy_cache_invalidate');
	return {
		next: () =>
			new Promise((resolve) => {
				waiting = resolve;
			}),
		close: () => client.end(),
	};
}

async function writesVisibleEverywhere(instances, codes, stats, databaseUrl) {
	const notices = await listenToNotices(databaseUrl);
	const noticeWaits = [];
	const writers = instances.map((instance) =>
		createClient({ origin: instance.origin, localAddress: freshAddress() }),
	);
	const mobile = freshMobile();
	if (!(await logIn(writers[0], mobile, codes, stats))) throw new Error('login failed');
	for (const writer of writers.slice(1)) Object.assign(writer.session, writers[0].session);
	const views = publicViews(instances);
	const waits = [];
	const lags = [];
	const missing = new Set();
	for (let round = 0; round < VISIBILITY_ROUNDS; round += 1) {
		// Every view is rendered and kept in its instance's caches before the write.
		for (let warm = 0; warm < 2; warm += 1) await Promise.all(views.map(([, load]) => load()));
		const title = `集群可见 ${randomBytes(4).toString('hex')}`;
		const noticed = notices.next();
		const sentAt = performance.now();
		const answer = await writers[round % INSTANCES].api(
			'/activity/addActivity',
			activityDraft(title),
		);
		if (answer.code !== 0) throw new Error(`addActivity: ${answer.msg}`);
		const acknowledgedAt = performance.now();
		noticed.then(() => noticeWaits.push(performance.now() - sentAt));
		const seen = await waitUntilAllShow(views, title, acknowledgedAt);
		waits.push(seen.ms);
		// How much later the other instances showed it than the writer's own views (renders apart).
		const writer = round % INSTANCES;
		const slowestOf = (own) =>
			Math.max(
				...seen.times
					.filter((_, i) => (Math.floor(i / 3) === writer) === own)
					.map(([, ms]) => ms ?? Number.POSITIVE_INFINITY),
			);
		lags.push(slowestOf(false) - slowestOf(true));
		if (process.env.BENCH_VERBOSE)
			console.log(`  ${seen.times.map(([label, ms]) => `${label} ${ms?.toFixed(0)}`).join('，')}`);
		for (const label of seen.missing) missing.add(label);
	}
	const slowest = Math.max(...waits);
	report(
		`一个实例写入，${instances.length} 个实例的页面与 API 可见`,
		`≤ ${VISIBLE_BUDGET_MS} ms`,
		missing.size
			? `5 秒内未见：${[...missing].join('、')}`
			: `最慢 ${slowest.toFixed(0)} ms（${VISIBILITY_ROUNDS} 次写入 × ${views.length} 个视图）`,
		missing.size === 0 && slowest <= VISIBLE_BUDGET_MS,
	);
	console.log(
		`  其他实例比写入实例自身的视图晚：最多 ${Math.max(...lags).toFixed(0)} ms（负数 = 更早）`,
	);
	console.log(
		`  失效通知（NOTIFY）从发出写入到到达监听者，最慢 ${Math.max(...noticeWaits).toFixed(0)} ms（含写入本身）`,
	);
	await notices.close();
	for (const writer of writers) writer.close();
	return writers[0].session;
}

/** The like count an activity's detail page shows (the actions island's props). */
function thumbCountIn(html) {
	const found = /thumbCount&quot;:\[0,(\d+)\]/.exec(html);
	return found ? Number(found[1]) : null;
}

/**
 * A like on instance 1 by a signed-in user: the liker sees it at once on every instance (the
 * actions island reads it from the server, as the API does here); every instance's detail page,
 * read without a session and kept in its page cache, shows the new count within one page
 * lifetime (counters are not worth a render each).
 */
async function likeVisibleEverywhere(instances, session) {
	const client = (instance, signedIn) => {
		const made = createClient({ origin: instance.origin, localAddress: freshAddress() });
		if (signedIn) Object.assign(made.session, session);
		return made;
	};
	const liker = client(instances[0], true);
	const readers = instances.map((instance) => client(instance, false));
	const { joinable } = await readCatalogue(liker);
	const id = joinable[0];
	const path = `/detail-page?id=${id}`;
	const counts = async () =>
		Promise.all(readers.map(async (reader) => thumbCountIn((await reader.page(path)).text ?? '')));
	// Kept in every instance's page cache before the like.
	await counts();
	const before = await counts();
	if (before.some((count) => count === null)) throw new Error(`${path} shows no like count`);
	const answer = await liker.api('/activity/activityThumb', { id, state: 1 });
	if (answer.code !== 0) throw new Error(`activityThumb: ${answer.msg}`);
	const from = performance.now();
	const own = await Promise.all(
		instances.map(async (instance) => {
			const asker = client(instance, true);
			const detail = (await asker.api('/activity/getActDetail', { id })).data;
			asker.close();
			return detail?.is_thumbed === true && detail.thumb_count > (before[0] ?? 0);
		}),
	);
	const ownMs = performance.now() - from;
	report(
		'点赞者在各实例上立即看到自己的点赞（API）',
		'3/3',
		`${own.filter(Boolean).length}/3（${ownMs.toFixed(0)} ms 内）`,
		own.every(Boolean),
	);
	// The page is read every 50 ms: the last one asked for that did not show the like must have
	// been asked for within a lifetime of it; the first that showed it is printed beside, asked for
	// and arrived (after the render the expired page called for).
	const waits = await Promise.all(
		readers.map(async (reader, i) => {
			let unseen = 0;
			while (performance.now() - from < PAGE_LIFETIME_MS + 5_000) {
				const asked = performance.now() - from;
				const count = thumbCountIn((await reader.page(path)).text ?? '');
				if (count !== null && count > (before[i] ?? 0))
					return { unseen, asked, arrived: performance.now() - from };
				unseen = asked;
				await sleep(50);
			}
			return { unseen, asked: Number.POSITIVE_INFINITY, arrived: Number.POSITIVE_INFINITY };
		}),
	);
	const seen = waits.every((wait) => Number.isFinite(wait.asked));
	const lastUnseen = Math.max(...waits.map((wait) => wait.unseen));
	const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
	report(
		'实例1 点赞，各实例详情页（缓存）可见',
		`最后未见的请求 < ${PAGE_LIFETIME_MS / 1000} s`,
		seen
			? `最后未见 ${seconds(lastUnseen)}（各实例：${waits.map((wait) => seconds(wait.unseen)).join('，')}；首次可见的请求 ${waits.map((wait) => seconds(wait.asked)).join('，')}，应答 ${waits.map((wait) => seconds(wait.arrived)).join('，')}）`
			: '未见',
		seen && lastUnseen < PAGE_LIFETIME_MS,
	);
	liker.close();
	for (const reader of readers) reader.close();
}

async function limitsAcrossInstances(proxy, codes, stats, reader) {
	const mobile = freshMobile();
	const oneNumber = await parallel(20, () =>
		createClient({ origin: proxy, localAddress: freshAddress() }).api('/account/sendCode', {
			mobile,
		}),
	);
	const sentToOne = oneNumber.filter((answer) => answer.code === 0).length;
	report('同一号码 20 个并发 sendCode（经 nginx）', '恰好 1', String(sentToOne), sentToOne === 1);

	const fromOne = createClient({ origin: proxy, localAddress: freshAddress() });
	const oneAddress = await parallel(25, () =>
		fromOne.api('/account/sendCode', { mobile: freshMobile() }),
	);
	const sentFromOne = oneAddress.filter((answer) => answer.code === 0).length;
	report(
		'同一地址 25 个并发 sendCode（经 nginx）',
		`恰好 ${SENDS_PER_ADDRESS}`,
		String(sentFromOne),
		sentFromOne === SENDS_PER_ADDRESS,
	);
	fromOne.close();

	const owner = createClient({ origin: proxy, localAddress: freshAddress() });
	if (!(await logIn(owner, freshMobile(), codes, stats))) throw new Error('owner login failed');
	const created = await owner.api(
		'/activity/addActivity',
		activityDraft(`集群名额 ${randomBytes(3).toString('hex')}`, { capacity: SEATS }),
	);
	if (created.code !== 0) throw new Error(`addActivity: ${created.msg}`);
	const id = Number(created.data.id);
	const joiners = [];
	for (let i = 0; i < JOINERS; i += 1) {
		const client = createClient({ origin: proxy, localAddress: freshAddress() });
		if (await logIn(client, freshMobile(), codes, stats)) joiners.push(client);
	}
	const answers = await Promise.all(
		joiners.map((client) => client.api('/activity/activityJoin', { id, agree: 1 })),
	);
	const acknowledged = answers.filter((answer) => answer.code === 0 && answer.data.joined).length;
	const [row] = await reader.query(
		`SELECT (SELECT count(*) FROM joins WHERE activity_id = ${id})::int AS joins, join_count FROM activities WHERE id = ${id}`,
	);
	report(
		`${joiners.length} 人并发抢 ${SEATS} 个名额（经 nginx）`,
		`恰好 ${SEATS}`,
		`应答报名成功 ${acknowledged}，数据库 ${row.joins} 行，join_count ${row.join_count}`,
		acknowledged === SEATS && row.joins === SEATS && row.join_count === SEATS,
	);
	for (const client of [owner, ...joiners]) client.close();
}

async function uploadsAcrossInstances(instances, proxy, session, s3Dir) {
	const png = await sharp({
		create: { width: 640, height: 360, channels: 3, background: '#2a9d8f' },
	})
		.png()
		.toBuffer();
	const form = new FormData();
	form.set('file', new File([png], 'cluster.png'));
	form.set('kind', 'cover');
	const uploaded = await (
		await fetch(`${proxy}/api/upload/uploadFile`, {
			method: 'POST',
			// A form post: Astro's origin check wants the page's own origin, as a browser sends it.
			headers: { token: session.token, sign: session.sign, origin: proxy },
			body: form,
		})
	).json();
	if (uploaded.code !== 0) throw new Error(`uploadFile: ${uploaded.msg}`);
	const url = uploaded.data.url;
	const name = url.replace('/uploads/', '');
	let same = 0;
	const origins = [...instances.map((instance) => instance.origin), proxy];
	let reference;
	for (const origin of origins) {
		const response = await fetch(`${origin}${url}`);
		const bytes = Buffer.from(await response.arrayBuffer());
		reference ??= bytes;
		if (
			response.status === 200 &&
			response.headers.get('x-content-type-options') === 'nosniff' &&
			bytes.equals(reference) &&
			bytes.byteLength === uploaded.data.size
		)
			same += 1;
	}
	const inBucket = execSync(`find ${s3Dir} -name '${name}*' | wc -l`, { encoding: 'utf8' }).trim();
	report(
		'上传一次，每个实例读到同一文件',
		`${origins.length}/${origins.length}`,
		`${same}/${origins.length}（S3 目录中 ${inBucket} 个对象文件）`,
		same === origins.length && Number(inBucket) > 0,
	);
}

async function killUnderLoad(instances, proxy, codes, reader) {
	const loginStats = createStats();
	const seed = createClient({ origin: proxy, localAddress: freshAddress() });
	const catalogue = { ...(await readCatalogue(seed)), scarce: [] };
	seed.close();
	const acks = createAckLog();
	const titlePrefix = `集群写入 ${randomBytes(3).toString('hex')}`;
	const answers = [];
	const timed = {
		record(kind, answer) {
			answers.push({ at: performance.now(), kind, status: answer.status, code: answer.code });
		},
	};
	const visitors = [];
	for (let i = 0; i < WRITERS; i += 1) {
		const client = createClient({ origin: proxy, localAddress: freshAddress() });
		if (!(await logIn(client, freshMobile(), codes, loginStats))) throw new Error('login failed');
		const visitor = createVisitor({
			client,
			stats: timed,
			acks,
			catalogue,
			titlePrefix,
			name: `w${i}`,
		});
		visitors.push({ client, visitor });
	}
	const writes = ['join', 'collect', 'thumb', 'publish', 'join', 'collect', 'thumb'];
	let running = true;
	const loops = visitors.map(async ({ visitor }, i) => {
		let step = i;
		while (running) {
			await visitor.actions[writes[step % writes.length]]();
			step += 1;
		}
	});
	// A reader through nginx too: pages and API reads must keep answering.
	const reader2 = createClient({ origin: proxy, localAddress: freshAddress() });
	const readLoop = (async () => {
		while (running) {
			const page = await reader2.page('/list-page');
			timed.record('page', page);
			const list = await reader2.send({ method: 'GET', path: '/api/activity/getActivityList' });
			timed.record('read', { status: list.status, code: list.json?.code ?? null });
		}
	})();
	await sleep(LOAD_BEFORE_KILL_MS);
	const victim = instances[INSTANCES - 1];
	process.kill(victim.pid, 'SIGKILL');
	const killedAt = performance.now();
	await sleep(LOAD_AFTER_KILL_MS);
	running = false;
	await Promise.all([...loops, readLoop]);
	const failed = (answer) => answer.status === 0 || answer.status >= 500;
	const after = answers.filter((answer) => answer.at >= killedAt);
	const failedAfter = after.filter(failed);
	const failedSettled = after.filter(
		(answer) => answer.at >= killedAt + SETTLE_MS && failed(answer),
	);
	const failedReads = after.filter(
		(answer) => (answer.kind === 'page' || answer.kind === 'read') && failed(answer),
	);
	const okAfter = after.filter((answer) => answer.status === 200).length;
	console.log(
		`  杀死实例${INSTANCES}（SIGKILL）前 ${LOAD_BEFORE_KILL_MS / 1000} 秒、后 ${LOAD_AFTER_KILL_MS / 1000} 秒，${WRITERS} 个写入用户 + 1 个读者经 nginx：共 ${answers.length} 个应答，杀死后 ${after.length} 个（200：${okAfter}）`,
	);
	report(
		'杀死后失败的写入（5xx/无应答，正在进行的）',
		`≤ ${WRITERS}`,
		String(failedAfter.length - failedReads.length),
		failedAfter.length - failedReads.length <= WRITERS,
	);
	report(
		'杀死后失败的读取（GET，nginx 重试）',
		'0',
		String(failedReads.length),
		failedReads.length === 0,
	);
	report(
		`杀死 ${SETTLE_MS / 1000} 秒后的任何失败`,
		'0',
		String(failedSettled.length),
		failedSettled.length === 0,
	);
	const check = await checkConsistency(reader, acks, titlePrefix);
	report(
		'已确认的写入全部在库',
		'0 处问题',
		`${check.problems.length} 处问题（确认报名 ${check.totals.acknowledgedJoins}，发布 ${check.totals.acknowledgedSubmits}，收藏/点赞 ${check.totals.checkedMarks}）`,
		check.problems.length === 0,
	);
	for (const problem of check.problems.slice(0, 10)) console.log(`    ${problem}`);
	for (const { client } of visitors) client.close();
	reader2.close();
}

async function main() {
	const nginxBinary = preflight();
	mkdirSync(WORK_DIR, { recursive: true });
	let databaseUrl;
	try {
		databaseUrl = await recreateDatabase(POSTGRES_BASE, 'kpy_bench_cluster');
	} catch (error) {
		console.error(
			`PostgreSQL 不可用 / unreachable (${POSTGRES_BASE}): ${error.message}\n请设置 DATABASE_URL 指向一个可建库的 PostgreSQL（Debian：apt-get install postgresql）。`,
		);
		process.exit(2);
	}
	const outDir = buildOnce();
	const dataDir = join(WORK_DIR, 'data');
	rmSync(dataDir, { recursive: true, force: true });
	mkdirSync(dataDir, { recursive: true });
	const s3Dir = join(dataDir, 's3');
	const codesFile = join(dataDir, 'codes.jsonl');
	const proxy = `http://127.0.0.1:${BASE_PORT}`;
	const s3 = await startS3(s3Dir);
	const instances = [];
	let nginx;
	try {
		const serve = (index) =>
			servePortal({
				outDir,
				port: BASE_PORT + 1 + index,
				logFile: join(dataDir, `instance-${index + 1}.log`),
				env: {
					DATABASE_URL: databaseUrl,
					PUBLIC_ORIGIN: proxy,
					TRUSTED_PROXIES: '1',
					UPLOAD_STORE: `s3://${BUCKET}/portal`,
					S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
					S3_REGION: 'us-east-1',
					S3_ACCESS_KEY_ID: 'S3RVER',
					S3_SECRET_ACCESS_KEY: 'S3RVER',
					S3_FORCE_PATH_STYLE: 'true',
					LOGIN_CODE_SENDER: `file:${codesFile}`,
					// The bench logs its users in by script; the captcha before sendCode has its own tests.
					CAPTCHA: 'off',
					// The address limit the concurrent sends through nginx must hold exactly (60 by default).
					LOGIN_SENDS_PER_ADDRESS_PER_HOUR: String(SENDS_PER_ADDRESS),
					SESSION_SECRET: 'bench-cluster-session-secret',
					PUBLISH_CUTOFF: '2099-12-31 23:59:59',
					REVIEW_MODE: 'auto',
				},
			});
		// The first migrates and seeds; the others find the schema ready.
		instances.push(await serve(0));
		instances.push(...(await Promise.all([1, 2].map(serve))));
		nginx = await startNginx({
			binary: nginxBinary,
			dir: join(dataDir, 'nginx'),
			listen: `127.0.0.1:${BASE_PORT}`,
			upstreams: instances.map((instance) => new URL(instance.origin).host),
		});
		console.log(
			`${INSTANCES} 个实例（${instances.map((instance) => instance.origin).join('，')}）在 nginx ${proxy} 之后（${nginx.conf}），数据库 kpy_bench_cluster，上传在 S3 ${S3_PORT}\n`,
		);
		const reader = await openReader({ url: databaseUrl });
		const codes = createCodeBook(codesFile);
		const stats = createStats();
		try {
			await sessionsAcrossInstances(instances, proxy, codes, stats);
			await cachedPagesBehindProxy(instances, proxy);
			const session = await writesVisibleEverywhere(instances, codes, stats, databaseUrl);
			await likeVisibleEverywhere(instances, session);
			await limitsAcrossInstances(proxy, codes, stats, reader);
			await uploadsAcrossInstances(instances, proxy, session, s3Dir);
			await killUnderLoad(instances, proxy, codes, reader);
		} finally {
			await reader.close();
		}
	} finally {
		await nginx?.stop();
		await Promise.all(instances.map((instance) => instance.stop()));
		await s3.stop();
	}
	console.log(`\n日志：${dataDir}/instance-*.log，${dataDir}/nginx/error.log`);
	recorded.save();
	if (results.includes(false)) {
		console.error('\n有数字超出预算（✗ 行）。');
		process.exit(1);
	}
	console.log('\n全部在预算之内。');
}

await main();
