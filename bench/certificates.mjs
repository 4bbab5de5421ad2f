// `npm run bench:certificates`: certificate making through the API router on a fresh embedded
// database (PostgreSQL in a schema of its own when DATABASE_URL is set). Checked-in participants
// each download their certificate as PDF and PNG the first time (cold: issued, drawn, cached), then
// again (cached); then 100 requests at once for certificates not made yet. Prints p95 cold, p95
// cached and the errors of the 100 beside their budgets; exits 1 when one misses. One certificate is
// made before timing, as a running server has its fonts loaded.
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer } from 'vite';
import { benchResults } from './lib/results.mjs';

const SEQUENTIAL = Number(process.env.BENCH_PEOPLE ?? 40);
const CONCURRENT = 100;
const BUDGET_COLD_MS = 300;
const BUDGET_CACHED_MS = 20;
const POSTGRES_URL = process.env.DATABASE_URL || undefined;

async function openDatabase(app) {
	if (!POSTGRES_URL) {
		const handle = await app.openPglite();
		await app.applyMigrations(handle.db);
		return { handle, label: 'PGlite', drop: async () => undefined };
	}
	const schema = `bench_certificates_${process.pid}`;
	const admin = new pg.Client({ connectionString: POSTGRES_URL });
	await admin.connect();
	await admin.query(`CREATE SCHEMA ${schema}`);
	const handle = app.openPostgres({
		url: POSTGRES_URL,
		searchPath: schema,
		applicationName: schema,
	});
	await app.applyMigrations(handle.db);
	const drop = async () => {
		await admin.query(`DROP SCHEMA ${schema} CASCADE`);
		await admin.end();
	};
	return { handle, label: 'PostgreSQL', drop };
}

const p95 = (values) => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

const vite = await createServer({
	configFile: false,
	logLevel: 'error',
	server: { middlewareMode: true, hmr: false, ws: false },
	appType: 'custom',
	optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
let database;
try {
	const app = Object.assign(
		{},
		...(await Promise.all(
			[
				'/src/server/db/client.ts',
				'/src/server/db/migrate.ts',
				'/src/server/config.ts',
				'/src/server/api/router.ts',
				'/src/server/storage/create-storage.ts',
				'/src/server/db/schema/index.ts',
			].map((path) => vite.ssrLoadModule(path)),
		)),
	);
	database = await openDatabase(app);
	const dataDir = mkdtempSync(join(tmpdir(), 'kpy-bench-certificates-'));
	const codes = join(dataDir, 'codes.jsonl');
	const config = app.readServerConfig({
		LOGIN_CODE_SENDER: `file:${codes}`,
		SESSION_SECRET: 'bench-certificates',
		PUBLISH_CUTOFF: '2099-12-31 23:59:59',
		REVIEW_MODE: 'auto',
		CAPTCHA: 'off',
		LOGIN_SENDS_PER_ADDRESS_PER_HOUR: '100000',
		LOGIN_SENDS_PER_PREFIX_PER_HOUR: '100000',
		LOGIN_SENDS_PER_HOUR: '1000000',
		UPLOAD_DIR: join(dataDir, 'uploads'),
	});
	const db = database.handle.db;
	const deps = {
		db,
		config,
		storage: app.createFileStorage(config),
		clientAddress: '127.0.0.1',
		invalidate: () => undefined,
		now: () => new Date(),
	};
	const call = (path, init) =>
		app.handleApiRequest(new Request(`http://localhost/api${path}`, init), deps);
	const json = (body, auth = {}) => ({
		method: 'POST',
		headers: { 'content-type': 'application/json', ...auth },
		body: JSON.stringify(body),
	});
	let nextMobile = 13700000000;
	async function logIn() {
		nextMobile += 1;
		const mobile = String(nextMobile);
		await call('/account/sendCode', json({ mobile }));
		const sent = readFileSync(codes, 'utf8')
			.trim()
			.split('\n')
			.map((line) => JSON.parse(line))
			.filter((entry) => entry.mobile === mobile);
		const login = await (
			await call('/account/ajaxByCode', json({ mobile, code: sent.at(-1).code, agree: 1 }))
		).json();
		return { token: login.data.token, sign: login.data.sign, uid: Number(login.data.uid) };
	}
	const start = Date.now() + 86_400_000;
	const beijing = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
	const organiser = await logIn();
	const added = await (
		await call(
			'/activity/addActivity',
			json(
				{
					title: '全国科普月·星空下的科学之夜',
					summary: '天文科普',
					content: '<p>观星</p>',
					start_time: beijing(start),
					end_time: beijing(start + 3 * 3600_000),
					mode: 'offline',
					province_code: '110000',
					city_code: '110100',
					district_code: '110105',
					venue: '国家天文台兴隆观测站报告厅',
					address: '朝阳区大屯路甲 20 号',
					organizer: '中国科学院国家天文台',
					contact_name: '王老师',
					contact_phone: '010-61234567',
					audiences: [1],
					registration_fields: ['name'],
				},
				organiser,
			),
		)
	).json();
	if (added.code !== 0) throw new Error(`addActivity: ${added.msg}`);
	const activityId = added.data.id;
	const people = [];
	for (let n = 0; n < 1 + SEQUENTIAL + CONCURRENT / 2; n += 1) {
		const person = await logIn();
		const joined = await (
			await call(
				'/activity/activityJoin',
				json({ id: activityId, agree: 1, name: `参与者${n + 1}号` }, person),
			)
		).json();
		if (joined.code !== 0) throw new Error(`activityJoin: ${joined.msg}`);
		people.push(person);
	}
	// Checked in at the door: the check-in itself is measured elsewhere (bench:soak).
	await db.update(app.joins).set({ checkedInAt: new Date() });

	async function download(person, format) {
		const started = performance.now();
		const response = await call(
			`/certificate/downloadCertificate?id=${activityId}&format=${format}`,
			{ headers: { token: person.token, sign: person.sign } },
		);
		const bytes = await response.arrayBuffer();
		const ms = performance.now() - started;
		const ok =
			response.status === 200 && response.headers.get('content-type') !== 'application/json';
		return { ms, ok, bytes: bytes.byteLength };
	}

	const [warm, ...rest] = people;
	await download(warm, 'pdf');
	await download(warm, 'png');
	const sequential = rest.slice(0, SEQUENTIAL);
	const concurrent = rest.slice(SEQUENTIAL);
	const cold = { pdf: [], png: [] };
	const cached = { pdf: [], png: [] };
	const size = { pdf: 0, png: 0 };
	let sequentialErrors = 0;
	for (const format of ['pdf', 'png']) {
		for (const person of sequential) {
			const first = await download(person, format);
			const second = await download(person, format);
			if (!first.ok || !second.ok) sequentialErrors += 1;
			cold[format].push(first.ms);
			cached[format].push(second.ms);
			size[format] = first.bytes;
		}
	}
	// The router's own cost of a signed-in read, for reference: the cached budget includes it.
	const baseline = [];
	for (const person of sequential) {
		const started = performance.now();
		await (
			await call('/user/getUserInfo', { headers: { token: person.token, sign: person.sign } })
		).json();
		baseline.push(performance.now() - started);
	}
	const burstStarted = performance.now();
	const burst = await Promise.all(
		concurrent.flatMap((person) => [download(person, 'pdf'), download(person, 'png')]),
	);
	const burstMs = performance.now() - burstStarted;
	const burstErrors = burst.filter((answer) => !answer.ok).length;

	const recorded = benchResults('certificates');
	let allOk = sequentialErrors === 0;
	for (const format of ['pdf', 'png']) {
		const coldP95 = p95(cold[format]);
		const cachedP95 = p95(cached[format]);
		const coldOk = coldP95 <= BUDGET_COLD_MS;
		const cachedOk = cachedP95 <= BUDGET_CACHED_MS;
		allOk &&= coldOk && cachedOk;
		console.log(
			`${format.toUpperCase()} (${(size[format] / 1024).toFixed(0)} KB) on ${database.label}: p95 cold ${coldP95.toFixed(1)} ms (budget ≤ ${BUDGET_COLD_MS} ms) ${coldOk ? 'ok' : 'MISS'}; p95 cached ${cachedP95.toFixed(1)} ms (budget ≤ ${BUDGET_CACHED_MS} ms) ${cachedOk ? 'ok' : 'MISS'}; ${SEQUENTIAL} people`,
		);
		recorded.add(
			`证书 ${format.toUpperCase()} 首次生成 p95（${database.label}）`,
			`${coldP95.toFixed(1)} ms`,
			`≤ ${BUDGET_COLD_MS} ms`,
			coldOk,
		);
		recorded.add(
			`证书 ${format.toUpperCase()} 缓存命中 p95（${database.label}）`,
			`${cachedP95.toFixed(1)} ms`,
			`≤ ${BUDGET_CACHED_MS} ms`,
			cachedOk,
		);
	}
	console.log(
		`for reference: a signed-in getUserInfo p95 ${p95(baseline).toFixed(1)} ms; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
	);
	recorded.add(
		`参照：已登录 getUserInfo p95（${database.label}）`,
		`${p95(baseline).toFixed(1)} ms`,
		'',
		true,
	);
	const burstOk = burstErrors === 0;
	allOk &&= burstOk;
	console.log(
		`${CONCURRENT} concurrent first downloads (PDF and PNG of ${concurrent.length} people): ${burstErrors} errors (budget 0) ${burstOk ? 'ok' : 'MISS'}; all answered in ${burstMs.toFixed(0)} ms; sequential errors ${sequentialErrors}`,
	);
	recorded.add(
		`${CONCURRENT} 个并发证书请求的错误数（${database.label}）`,
		String(burstErrors),
		'0',
		burstOk,
	);
	recorded.save();
	code = allOk ? 0 : 1;
} catch (error) {
	console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
	await database?.handle.close().catch(() => undefined);
	await database?.drop().catch(() => undefined);
	await vite.close();
}
process.exit(code);
