// The page half of `npm run bench:player`: on the built portal, hls.js must not be fetched on pages
// without a video, and on a page with an HLS player only once the player nears the viewport.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 4433);
const ORIGIN = `http://localhost:${PORT}`;
const PAGES_WITHOUT_VIDEO = ['/home-list', '/list-page', '/detail-page?id=1', '/resources-page'];
/** A string that only hls.js itself contains (as in bench/pages.mjs). */
const HLS = /hlsFragLoading/;
const SETTLE_MS = 2500;

async function startPortal(dataDir) {
	const server = spawn(process.execPath, ['scripts/start.mjs'], {
		env: {
			...process.env,
			PORT: String(PORT),
			HOST: 'localhost',
			DATABASE_URL: '',
			PGLITE_DIR: join(dataDir, 'pglite'),
			ASTRO_TELEMETRY_DISABLED: '1',
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	});
	const deadline = Date.now() + 180_000;
	while (Date.now() < deadline) {
		try {
			if ((await fetch(`${ORIGIN}/readyz`)).ok) return server;
		} catch {
			// Still building or starting.
		}
		await new Promise((done) => setTimeout(done, 300));
	}
	server.kill();
	throw new Error(`the portal did not start on ${ORIGIN}`);
}

/** Records whether any script the page fetched is hls.js. */
function watchForHls(page) {
	const seen = { hls: false };
	page.on('response', async (response) => {
		if (response.request().resourceType() !== 'script') return;
		const body = await response.text().catch(() => '');
		if (HLS.test(body)) seen.hls = true;
	});
	return seen;
}

async function firstVideoResourceId() {
	const answer = await fetch(`${ORIGIN}/api/resource/getResourceList?type=video&page=1&pageSize=1`);
	const { data } = await answer.json();
	return data.items[0].id;
}

async function pageFetchesHls(browser, path, { pushPlayerDown = false } = {}) {
	const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
	const page = await context.newPage();
	if (pushPlayerDown) {
		// Puts the player far below the fold, as on a long article with a video near its end.
		await page.addInitScript(() => {
			document.addEventListener('DOMContentLoaded', () => {
				const spacer = document.createElement('div');
				spacer.style.height = '4000px';
				document.querySelector('main')?.prepend(spacer);
			});
		});
	}
	const seen = watchForHls(page);
	await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
	await page.waitForTimeout(SETTLE_MS);
	const beforeScroll = seen.hls;
	let afterScroll = beforeScroll;
	if (pushPlayerDown) {
		await page.locator('video').first().scrollIntoViewIfNeeded();
		await page.waitForTimeout(SETTLE_MS);
		afterScroll = seen.hls;
	}
	await context.close();
	return { beforeScroll, afterScroll };
}

/**
 * Prints one line per check and returns whether all held: no hls.js on pages without a video,
 * none while the player is far below the fold, and hls.js once it is scrolled into view.
 */
export async function measurePageHlsLoading(browser) {
	const dataDir = await mkdtemp(join(tmpdir(), 'player-bench-pages-'));
	const server = await startPortal(dataDir);
	let ok = true;
	try {
		for (const path of PAGES_WITHOUT_VIDEO) {
			const { beforeScroll } = await pageFetchesHls(browser, path);
			console.log(`hls.js on ${path} (no video): ${beforeScroll ? 'fetched  FAIL' : 'absent  OK'}`);
			ok &&= !beforeScroll;
		}
		const videoPage = `/resource-detail?id=${await firstVideoResourceId()}`;
		const { beforeScroll, afterScroll } = await pageFetchesHls(browser, videoPage, {
			pushPlayerDown: true,
		});
		const lazy = !beforeScroll && afterScroll;
		console.log(
			`hls.js on ${videoPage} with the player below the fold: ${beforeScroll ? 'fetched' : 'absent'}; after scrolling to it: ${afterScroll ? 'fetched' : 'absent'}  ${lazy ? 'OK' : 'FAIL'}`,
		);
		ok &&= lazy;
	} finally {
		server.kill();
		await rm(dataDir, { recursive: true, force: true });
	}
	return ok;
}
