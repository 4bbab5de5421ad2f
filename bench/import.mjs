// `npm run bench:import`: bulk publishing of 1,000 activities from one XLSX file, through the API
// router (multipart parse, reading the workbook, every row's checks, screening and the save in one
// transaction) on a fresh embedded database, or on PostgreSQL in a schema of its own when
// DATABASE_URL is set. Prints the time beside the 10 s budget; exits 1 when it misses.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { createServer } from 'vite';
import { benchResults } from './lib/results.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const BUDGET_S = 10;
const MOBILE = '13700009999';
const DAY = 86_400_000;
const POSTGRES_URL = process.env.DATABASE_URL || undefined;

const pad = (value) => String(value).padStart(2, '0');
/** Beijing wall-clock text of an instant. */
function beijing(ms) {
	const date = new Date(ms + 8 * 3600_000);
	return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** The template from the API with ROWS distinct activities filled in. */
async function filledFile(template) {
	const workbook = new ExcelJS.Workbook();
	await workbook.xlsx.load(template);
	const sheet = workbook.getWorksheet('活动');
	const headers = sheet.getRow(1).values.slice(1);
	const start = Date.now() + 3 * DAY;
	for (let n = 0; n < ROWS; n += 1) {
		const at = start + (n % 20) * DAY;
		const row = {
			活动标题: `科普进社区 第 ${n + 1} 场`,
			活动简介: '家门口的科学课',
			活动详情: '观看实验演示\n动手做小实验',
			开始时间: beijing(at),
			结束时间: beijing(at + 2 * 3600_000),
			活动形式: '线下',
			省份: '广东省',
			城市: '广州市',
			区县: '天河区',
			活动场所: `天河区第 ${(n % 30) + 1} 社区服务中心`,
			主办单位: '天河区科学技术协会',
			联系人: '李老师',
			联系电话: '020-81234567',
			面向人群: '青少年、老年人',
			人数上限: '50',
			报名需填写: '姓名、手机号',
		};
		sheet.addRow(headers.map((header) => row[header] ?? ''));
	}
	return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function openDatabase(app) {
	if (!POSTGRES_URL) {
		const handle = await app.openPglite();
		await app.applyMigrations(handle.db);
		return { handle, label: 'PGlite', drop: async () => undefined };
	}
	const schema = `bench_import_${process.pid}`;
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
			].map((path) => vite.ssrLoadModule(path)),
		)),
	);
	database = await openDatabase(app);
	const dataDir = mkdtempSync(join(tmpdir(), 'kpy-bench-import-'));
	const codes = join(dataDir, 'codes.jsonl');
	const config = app.readServerConfig({
		LOGIN_CODE_SENDER: `file:${codes}`,
		SESSION_SECRET: 'bench-import',
		PUBLISH_CUTOFF: '2099-12-31 23:59:59',
		CAPTCHA: 'off',
		UPLOAD_DIR: join(dataDir, 'uploads'),
	});
	const deps = {
		db: database.handle.db,
		config,
		storage: app.createFileStorage(config),
		clientAddress: '127.0.0.1',
		invalidate: () => undefined,
		now: () => new Date(),
	};
	const call = (path, init) =>
		app.handleApiRequest(new Request(`http://localhost/api${path}`, init), deps);
	const json = (body) => ({
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	await call('/account/sendCode', json({ mobile: MOBILE }));
	const sent = readFileSync(codes, 'utf8')
		.trim()
		.split('\n')
		.map((line) => JSON.parse(line));
	const login = await (
		await call('/account/ajaxByCode', json({ mobile: MOBILE, code: sent.at(-1).code, agree: 1 }))
	).json();
	const auth = { token: login.data.token, sign: login.data.sign };
	const template = await (
		await call('/activity/getImportTemplate', { headers: auth })
	).arrayBuffer();
	const file = await filledFile(template);

	const form = new FormData();
	form.set('file', new File([file], 'bench.xlsx'));
	const started = performance.now();
	const answer = await (
		await call('/activity/importActivities', { method: 'POST', headers: auth, body: form })
	).json();
	const seconds = (performance.now() - started) / 1000;
	if (answer.code !== 0 || answer.data.saved !== ROWS) {
		throw new Error(`the import answered ${JSON.stringify(answer).slice(0, 500)}`);
	}
	const ok = seconds <= BUDGET_S;
	console.log(
		`bulk import on ${database.label}: ${ROWS} rows (${(file.byteLength / 1024).toFixed(0)} KB) checked and saved in ${seconds.toFixed(2)} s (budget ≤ ${BUDGET_S} s) ${ok ? 'ok' : 'MISS'}; ${(ROWS / seconds).toFixed(0)} rows/s`,
	);
	const recorded = benchResults('import');
	recorded.add(
		`${ROWS} 行 XLSX 导入（${database.label}）`,
		`${seconds.toFixed(2)} s`,
		`≤ ${BUDGET_S} s`,
		ok,
	);
	recorded.save();
	code = ok ? 0 : 1;
} catch (error) {
	console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
	await database?.handle.close().catch(() => undefined);
	await database?.drop().catch(() => undefined);
	await vite.close();
}
process.exit(code);
