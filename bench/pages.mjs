// `npm run bench:pages`: builds the portal, serves it on port 4445 with a fresh demo database, and
// prints for each public page in both layouts the JavaScript transferred before the load event
// and in all (gzip), React included and the analytics SDK on a column of its own, beside the
// budgets; the publish page (with its editor) is measured logged in. Exits 1 when a page is over
// a budget, loads the SDK before the load event, loads React DOM twice, or loads hls.js without a
// video. BENCH_ONLY=<part of a name or path> measures fewer pages.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { benchResults } from './lib/results.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4445);
const ORIGIN = `http://localhost:${PORT}`;
// Built outside the project so that `astro check` and Biome never read the bundles; the server
// finds its dependencies through a node_modules link beside the build.
const WORK_DIR = process.env.BENCH_DIR ?? join(tmpdir(), 'kpy-bench-pages');
const OUT_DIR = join(WORK_DIR, 'dist');
const KB = 1024;
/**
 * Script before the load event: a public page's, and a video page's, whose player may hydrate
 * before it when it is in view. The publish page is its form, hydrated at once.
 */
const BEFORE_LOAD_BUDGET = 10 * KB;
const VIDEO_BEFORE_LOAD_BUDGET = 80 * KB;
/**
 * All of a page's script once loaded, React included, the analytics SDK apart (it loads once,
 * when the browser is idle after the load event, and stays cached): a video page with its player
 * and hls.js, the publish page with its editor, and every other page.
 */
const TOTAL_BUDGET = 90 * KB;
const VIDEO_TOTAL_BUDGET = 215 * KB;
const PUBLISH_TOTAL_BUDGET = 210 * KB;
const ONLY = process.env.BENCH_ONLY;
/** Tiptap's core and ProseMirror's view: on no page but the publish page. */
const EDITOR = /ProseMirror-trailingBreak/;
/** Time after the load event for idle and visible islands and the analytics SDK to arrive. */
const SETTLE_MS = 3000;
/**
 * Loads per page and layout. Whether a `client:idle` island hydrates before or after the load
 * event varies from load to load, so the gate is the median; the worst load is printed beside it.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Strings found only in sa-sdk-javascript, React DOM's client and hls.js, not in code that imports them. */
const SENSORS = /sensorsdata2015jssdkcross/;
const REACT_DOM = /hydrateRoot/;
const HLS = /hlsFragLoading/;
const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-dev-shm-usage',
	'--disable-background-networking',
	'--no-first-run',
];

function findChromium() {
	const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
	return candidates.find((path) => path && existsSync(path)) ?? chromium.executablePath();
}

function build() {
	if (!existsSync(join(WORK_DIR, 'node_modules'))) {
		mkdirSync(WORK_DIR, { recursive: true });
		symlinkSync(resolve('node_modules'), join(WORK_DIR, 'node_modules'), 'dir');
	}
	if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(OUT_DIR, 'server/serve.mjs'))) return;
	console.log(`Building into ${OUT_DIR}…`);
	const result = spawnSync('npx', ['astro', 'build', '--outDir', OUT_DIR], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
	});
	if (result.status !== 0) process.exit(result.status ?? 1);
}

async function serve(dataDir) {
	const server = spawn(process.execPath, [join(OUT_DIR, 'server/serve.mjs')], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: {
			...process.env,
			PORT: String(PORT),
			HOST: 'localhost',
			DATABASE_URL: '',
			PGLITE_DIR: join(dataDir, 'pglite'),
			UPLOAD_DIR: join(dataDir, 'uploads'),
			LOGIN_CODE_SENDER: `file:${join(dataDir, 'codes.jsonl')}`,
			// Captcha off: these figures measure the server (login-captcha.spec.ts measures solving).
			CAPTCHA: 'off',
			// Publishing open, so that the publish page shows its form and editor.
			PUBLISH_CUTOFF: '2099-12-31 23:59:59',
		},
	});
	// A first start prepares the demo database before it listens: up to a minute or more on a busy machine.
	for (let attempt = 0; attempt < 720; attempt += 1) {
		try {
			if ((await fetch(`${ORIGIN}/livez`)).ok) return server;
		} catch {}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	server.kill();
	throw new Error(`the portal did not answer on ${ORIGIN}/livez`);
}

async function api(path, data) {
	const response = await fetch(`${ORIGIN}/api${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(data),
	});
	return (await response.json()).data;
}

/** The public pages, with real ids from the demo data. */
async function listPages() {
	const pages = await listPublicPages();
	pages.push({
		name: '发布活动',
		path: '/publish-activity',
		total: PUBLISH_TOTAL_BUDGET,
		beforeLoad: Number.POSITIVE_INFINITY,
		login: true,
	});
	return ONLY
		? pages.filter((page) => page.name.includes(ONLY) || page.path.includes(ONLY))
		: pages;
}

/** A session as the login page leaves it: the cookie in the context, token and sign in storage. */
async function logIn(dataDir) {
	const mobile = '13966669999';
	await api('/account/sendCode', { mobile });
	const lines = readFileSync(join(dataDir, 'codes.jsonl'), 'utf8').trim().split('\n');
	const { code } = JSON.parse(lines.at(-1));
	const response = await fetch(`${ORIGIN}/api/account/ajaxByCode`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ mobile, code, agree: 1 }),
	});
	const { token, sign } = (await response.json()).data;
	const cookie = /kpy_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
	if (!token || !cookie) throw new Error(`logging in as ${mobile} failed`);
	return { token, sign, cookie };
}

/** A browser context with the session of `logIn`, set before any page script runs. */
async function loggedInContext(browser, options, { token, sign, cookie }) {
	const context = await browser.newContext(options);
	await context.addCookies([{ name: 'kpy_session', value: cookie, url: ORIGIN }]);
	await context.addInitScript(
		(stored) => {
			for (const [key, value] of Object.entries(stored)) {
				window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
			}
		},
		{ token, sign, uid: '1' },
	);
	return context;
}

async function listPublicPages() {
	const [activities, articles, videos] = await Promise.all([
		api('/activity/getActivityList', { pageSize: 1 }),
		api('/resource/getResourceList', { type: 'article', pageSize: 1 }),
		api('/resource/getResourceList', { type: 'video', pageSize: 1 }),
	]);
	return [
		{ name: '首页', path: '/home-list' },
		{ name: '全部活动', path: '/list-page' },
		{ name: '联合行动', path: '/united-list?lh_type=1' },
		{ name: '科普教育基地', path: '/education-united-list' },
		{ name: '活动详情', path: `/detail-page?id=${activities.items[0].id}` },
		{ name: '资源中心', path: '/resources-page' },
		{ name: '文章详情', path: `/resource-detail?id=${articles.items[0].id}` },
		{ name: '视频详情', path: `/resource-detail?id=${videos.items[0].id}`, video: true },
	];
}

const bodies = new Map();
async function scriptBody(url) {
	if (!bodies.has(url)) bodies.set(url, await (await fetch(url)).text());
	return bodies.get(url);
}

const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Script bytes (gzip) before the load event and in total, and which heavy libraries came when. */
async function measure(context, path) {
	const page = await context.newPage();
	await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
	await page.waitForTimeout(SETTLE_MS);
	if (process.env.BENCH_VERBOSE === '1') console.log(`  ${page.url().replace(ORIGIN, '')}`);
	const { loadAt, scripts, inline } = await page.evaluate(() => {
		const navigation = performance.getEntriesByType('navigation')[0];
		return {
			loadAt: navigation.loadEventStart,
			scripts: performance
				.getEntriesByType('resource')
				.filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
				.map((entry) => ({ url: entry.name, end: entry.responseEnd, start: entry.startTime })),
			inline: [...document.querySelectorAll('script:not([src])')]
				.filter(
					(script) => !script.type || script.type === 'module' || script.type === 'text/javascript',
				)
				.map((script) => script.textContent ?? ''),
		};
	});
	await page.close();
	const result = {
		before: gzipSize(inline.join('\n')),
		total: 0,
		sdk: 0,
		sensorsEarly: false,
		reactDomCopies: 0,
		hls: false,
		editor: false,
	};
	result.total = result.before;
	for (const script of scripts) {
		const body = await scriptBody(script.url);
		const size = gzipSize(body);
		if (SENSORS.test(body)) result.sdk += size;
		else result.total += size;
		if (script.end <= loadAt) result.before += size;
		if (SENSORS.test(body) && script.start < loadAt) result.sensorsEarly = true;
		if (REACT_DOM.test(body)) result.reactDomCopies += 1;
		if (HLS.test(body)) result.hls = true;
		if (EDITOR.test(body)) result.editor = true;
		if (process.env.BENCH_VERBOSE === '1') {
			console.log(
				`    ${script.end <= loadAt ? '加载前' : '加载后'} ${kb(size).padStart(9)}  ${script.url.replace(ORIGIN, '')}`,
			);
		}
	}
	return result;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function median(values) {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)];
}

/** `RUNS` loads of one page: median and worst bytes; a library out of place in any load counts. */
async function measureRuns(context, path) {
	const runs = [];
	for (let run = 0; run < RUNS; run += 1) runs.push(await measure(context, path));
	return {
		before: median(runs.map((run) => run.before)),
		worstBefore: Math.max(...runs.map((run) => run.before)),
		total: median(runs.map((run) => run.total)),
		sdk: median(runs.map((run) => run.sdk)),
		reactDomCopies: Math.max(...runs.map((run) => run.reactDomCopies)),
		sensorsEarly: runs.filter((run) => run.sensorsEarly).length,
		hls: runs.some((run) => run.hls),
		editor: runs.some((run) => run.editor),
	};
}

async function main() {
	build();
	const dataDir = mkdtempSync(join(tmpdir(), 'kpy-bench-'));
	const server = await serve(dataDir);
	const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
	const failures = [];
	const results = benchResults('pages');
	try {
		const pages = await listPages();
		const layouts = [
			{ name: '桌面', options: { viewport: { width: 1440, height: 900 } } },
			{ name: '移动', options: { ...devices['Pixel 7'] } },
		];
		console.log(
			`\n每页每种布局加载 ${RUNS} 次，取中位数（括号内为最差一次的加载前 JS，gzip；全部 JS 含 React，不含统计 SDK）\n${'页面'.padEnd(10)}${'布局'.padEnd(6)}${'加载前 JS'.padStart(12)}${'(最差)'.padStart(12)}${'全部 JS'.padStart(12)}${'统计 SDK'.padStart(12)}  预算`,
		);
		const session = pages.some((entry) => entry.login) ? await logIn(dataDir) : null;
		for (const layout of layouts) {
			const context = await browser.newContext(layout.options);
			const loggedIn = session ? await loggedInContext(browser, layout.options, session) : null;
			for (const entry of pages) {
				const result = await measureRuns(entry.login ? loggedIn : context, entry.path);
				const totalBudget = entry.video ? VIDEO_TOTAL_BUDGET : (entry.total ?? TOTAL_BUDGET);
				const beforeBudget = entry.video
					? VIDEO_BEFORE_LOAD_BUDGET
					: (entry.beforeLoad ?? BEFORE_LOAD_BUDGET);
				const budget = `${Number.isFinite(beforeBudget) ? `加载前 ≤ ${kb(beforeBudget)}，` : ''}全部 ≤ ${kb(totalBudget)}`;
				const over = result.total > totalBudget || result.before > beforeBudget;
				const notes = [
					over ? '超出预算' : 'OK',
					result.sensorsEarly ? `统计 SDK 在 load 前加载（${result.sensorsEarly}/${RUNS} 次）` : '',
					result.reactDomCopies > 1 ? `React DOM 加载了 ${result.reactDomCopies} 份` : '',
					result.hls && !entry.video ? '无视频页面加载了 hls.js' : '',
					result.editor && !entry.login ? '公开页面加载了编辑器' : '',
				].filter(Boolean);
				console.log(
					`${entry.name.padEnd(10)}${layout.name.padEnd(6)}${kb(result.before).padStart(12)}${`(${kb(result.worstBefore)})`.padStart(12)}${kb(result.total).padStart(12)}${kb(result.sdk).padStart(12)}  ${budget}  ${notes.join('，')}`,
				);
				results.add(
					`${entry.name}, ${layout.name === '桌面' ? 'desktop' : 'phone'}`,
					`before load ${kb(result.before)}, in all ${kb(result.total)} (analytics SDK ${kb(result.sdk)} apart)`,
					budget,
					notes.length === 1 && !over,
				);
				if (notes.length > 1 || over)
					failures.push(`${entry.name}（${layout.name}）：${notes.join('，')}`);
			}
			await context.close();
			await loggedIn?.close();
		}
	} finally {
		await browser.close();
		server.kill();
		rmSync(dataDir, { recursive: true, force: true });
	}
	results.save();
	if (failures.length) {
		console.error(`\n未通过：\n${failures.join('\n')}`);
		process.exit(1);
	}
	console.log('\n全部页面在预算之内。');
}

await main();
