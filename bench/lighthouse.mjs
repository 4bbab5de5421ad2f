// `npm run bench:lighthouse`: builds the last commit, serves it on port 4461 with a fresh demo
// database, runs Lighthouse (default mobile settings: Moto G Power screen, slow 4G and 4× CPU,
// simulated) five times on each page in the system Chromium, taking the pages in turn so that a
// busy moment of the machine does not land on one page only, and prints each category's median
// beside its budget (docs/benchmarks.md). Exits 1 when a median misses its budget.
// The desktop URLs are measured as given: a phone's user agent is redirected to the /mobile twin,
// so the final URL is printed beside each page. The publish page, with its editor, is measured logged
// in: the session cookie and the stored token as the login page leaves them, storage kept.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, findChromium } from '../tests/e2e/browser.ts';
import { benchResults } from './lib/results.mjs';
import { buildCommitted, servePortal } from './lib/served-portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4461);
const WORK_DIR = process.env.BENCH_DIR ?? '/tmp/kpy-bench-lh';
const REPORTS_DIR = join(WORK_DIR, 'reports');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** A case-insensitive part of the names of the pages to measure, e.g. BENCH_ONLY=视频 */
const ONLY = process.env.BENCH_ONLY;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LABELS = {
	performance: '性能',
	accessibility: '无障碍',
	'best-practices': '最佳实践',
	seo: 'SEO',
};
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const VIDEO_BUDGET = { ...BUDGET, performance: 90 };
/** The publish page, logged in: performance ≥ 90. A private page is `noindex`, so SEO has no budget. */
const PUBLISH_BUDGET = { ...BUDGET, performance: 90, seo: 0 };
/** A phone's user agent, as Lighthouse's mobile emulation sends, for the warm-up request. */
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
const METRICS = {
	'first-contentful-paint': 'FCP',
	'largest-contentful-paint': 'LCP',
	'total-blocking-time': 'TBT',
	'cumulative-layout-shift': 'CLS',
	'speed-index': 'SI',
};

function median(values) {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)];
}

async function firstId(origin, path, data) {
	const response = await fetch(`${origin}/api${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ ...data, pageSize: 1 }),
	});
	return (await response.json()).data.items[0].id;
}

/** The pages with real ids from the demo data: the public list shows approved activities only. */
async function listPages(origin) {
	const [activity, video] = await Promise.all([
		firstId(origin, '/activity/getActivityList', {}),
		firstId(origin, '/resource/getResourceList', { type: 'video' }),
	]);
	const pages = [
		{ name: '首页', slug: 'home', path: '/home-list' },
		{ name: '全部活动', slug: 'list', path: '/list-page' },
		{ name: '活动详情', slug: 'detail', path: `/detail-page?id=${activity}` },
		{ name: '资源中心', slug: 'resources', path: '/resources-page' },
		{
			name: '视频详情',
			slug: 'video',
			path: `/resource-detail?id=${video}`,
			video: true,
		},
		{ name: '移动首页', slug: 'mobile-home', path: '/mobile/home-list' },
		{ name: '发布活动', slug: 'publish', path: '/mobile/publish-activity', login: true },
	];
	return ONLY
		? pages.filter((page) => page.name.includes(ONLY) || page.slug.includes(ONLY))
		: pages;
}

/** A publisher's session cookie, logged in with the code the server wrote to its file. */
async function logIn(origin, codesFile) {
	const mobile = '13966668888';
	const post = (path, data) =>
		fetch(`${origin}/api${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(data),
		});
	await post('/account/sendCode', { mobile });
	const { code } = JSON.parse(readFileSync(codesFile, 'utf8').trim().split('\n').at(-1));
	const answer = await post('/account/ajaxByCode', { mobile, code, agree: 1 });
	const cookie = /kpy_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
	if (!cookie) throw new Error(`logging in as ${mobile} failed`);
	const { token, sign } = (await answer.json()).data;
	return { cookie, stored: { token, sign, uid: '1' } };
}

/** Puts a session into the fresh browser before Lighthouse opens the page (storage is not reset). */
async function openLoggedIn(port, origin, session) {
	const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
	const page = await browser.newPage();
	await page.goto(`${origin}/robots.txt`);
	await page.evaluate((stored) => {
		for (const [key, value] of Object.entries(stored)) {
			window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
		}
	}, session.stored);
	await browser.setCookie({
		name: 'kpy_session',
		value: session.cookie,
		domain: new URL(origin).hostname,
		path: '/',
	});
	return page;
}

/** One Lighthouse run in a fresh headless Chromium; answers the report (LHR). */
async function runLighthouse(url, session) {
	const chrome = await chromeLauncher.launch({
		chromePath: findChromium(),
		chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
	});
	try {
		const page = session
			? await openLoggedIn(chrome.port, new URL(url).origin, session)
			: undefined;
		const result = await lighthouse(
			url,
			{
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: CATEGORIES,
				disableStorageReset: Boolean(session),
			},
			undefined,
			page,
		);
		if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
		return result.lhr;
	} finally {
		chrome.kill();
	}
}

/** Audits that lost points in a category of one run, as `id` → shown value or score. */
function lostAudits(lhr, category) {
	const lost = new Map();
	for (const ref of lhr.categories[category].auditRefs) {
		const audit = lhr.audits[ref.id];
		if (audit.score === null || audit.score >= 0.9) continue;
		if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
		lost.set(ref.id, audit.displayValue || `score ${audit.score}`);
	}
	return lost;
}

async function runOnce(origin, page, run) {
	const lhr = await runLighthouse(`${origin}${page.path}`, page.session);
	writeFileSync(join(REPORTS_DIR, `${page.slug}-${run}.json`), JSON.stringify(lhr));
	if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
	if (page.session && lhr.finalDisplayedUrl.includes('/login')) {
		throw new Error(`${page.path} sent the logged-in browser to ${lhr.finalDisplayedUrl}`);
	}
	return lhr;
}

function summarise(origin, runs) {
	const scores = Object.fromEntries(
		CATEGORIES.map((id) => [
			id,
			median(runs.map((lhr) => Math.round(lhr.categories[id].score * 100))),
		]),
	);
	const metrics = Object.fromEntries(
		Object.keys(METRICS).map((id) => [id, median(runs.map((lhr) => lhr.audits[id].numericValue))]),
	);
	const finalUrls = [...new Set(runs.map((lhr) => lhr.finalDisplayedUrl.replace(origin, '')))];
	return { scores, metrics, finalUrls, runs };
}

const formatMetric = (id, value) =>
	id === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)}s`;

const recorded = benchResults('lighthouse');

function report(page, result) {
	const budget = page.login ? PUBLISH_BUDGET : page.video ? VIDEO_BUDGET : BUDGET;
	const missed = CATEGORIES.filter((id) => result.scores[id] < budget[id]);
	const cells = CATEGORIES.map((id) => {
		const mark = missed.includes(id) ? ' ✗' : '';
		return `${LABELS[id]} ${String(result.scores[id]).padStart(3)}/≥${budget[id]}${mark}`.padEnd(
			18,
		);
	});
	recorded.add(
		`${page.name} (${page.path})`,
		CATEGORIES.map((id) => `${LABELS[id]} ${result.scores[id]}`).join(', '),
		CATEGORIES.map((id) => `${LABELS[id]} ≥ ${budget[id]}`).join(', '),
		missed.length === 0,
	);
	console.log(`\n${page.name}  ${page.path}  →  ${result.finalUrls.join(', ')}`);
	console.log(`  ${cells.join('')}`);
	const metrics = Object.entries(METRICS).map(
		([id, label]) => `${label} ${formatMetric(id, result.metrics[id])}`,
	);
	console.log(`  中位数指标：${metrics.join('  ')}`);
	const perRun = result.runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
	console.log(`  各次性能分：${perRun.join(' ')}`);
	for (const category of missed.length ? missed : []) {
		const counts = new Map();
		for (const lhr of result.runs) {
			for (const [id, shown] of lostAudits(lhr, category)) {
				counts.set(id, { shown, times: (counts.get(id)?.times ?? 0) + 1 });
			}
		}
		for (const [id, { shown, times }] of counts) {
			console.log(`    ${LABELS[category]}失分：${id}（${times}/${RUNS} 次，${shown}）`);
		}
	}
	return missed.map((id) => `${page.name}：${LABELS[id]} ${result.scores[id]} < ${budget[id]}`);
}

async function main() {
	const outDir = buildCommitted(WORK_DIR);
	mkdirSync(REPORTS_DIR, { recursive: true });
	const dataDir = mkdtempSync(join(WORK_DIR, 'data-'));
	const portal = await servePortal({
		outDir,
		port: PORT,
		logFile: join(WORK_DIR, 'server.log'),
		env: {
			SESSION_SECRET: 'bench-lighthouse-session-secret',
			PGLITE_DIR: join(dataDir, 'pglite'),
			UPLOAD_DIR: join(dataDir, 'uploads'),
			LOGIN_CODE_SENDER: `file:${join(dataDir, 'codes.jsonl')}`,
			// Captcha off: these figures measure the server (bench:captcha measures solving).
			CAPTCHA: 'off',
			// Publishing open, so that the publish page shows its form and editor.
			PUBLISH_CUTOFF: '2099-12-31 23:59:59',
		},
	});
	const failures = [];
	try {
		const pages = await listPages(portal.origin);
		for (const page of pages.filter((entry) => entry.login)) {
			page.session = await logIn(portal.origin, join(dataDir, 'codes.jsonl'));
		}
		console.log(`Lighthouse 移动端默认设置，每页 ${RUNS} 次取中位数；报告在 ${REPORTS_DIR}`);
		// One request first, so that no run pays for a cold server-side render.
		for (const page of pages) {
			await fetch(`${portal.origin}${page.path}`, {
				headers: {
					'user-agent': PHONE,
					...(page.session ? { cookie: `kpy_session=${page.session.cookie}` } : {}),
				},
			});
		}
		const runs = new Map(pages.map((page) => [page, []]));
		for (let run = 1; run <= RUNS; run += 1) {
			for (const page of pages) runs.get(page).push(await runOnce(portal.origin, page, run));
		}
		for (const page of pages) {
			failures.push(...report(page, summarise(portal.origin, runs.get(page))));
		}
	} finally {
		await portal.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
	recorded.save();
	if (failures.length) {
		console.error(`\n未达预算：\n${failures.join('\n')}`);
		process.exit(1);
	}
	console.log('\n全部页面达到 Lighthouse 预算。');
}

await main();
