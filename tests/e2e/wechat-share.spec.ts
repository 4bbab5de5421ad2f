import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type Browser, devices, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { ActivitySummary } from '../../src/lib/api/activity-types';
import type { Page as ListPage } from '../../src/lib/api/types';
import { pageTitle } from '../../src/lib/page-title';
import { startWeChatStandIn, type WeChatStandIn } from '../api/helpers/wechat/wechat-standin';
import { expectNoSeriousViolations } from './a11y-scan';
import { violations, watchCsp } from './csp-watch';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';
import {
	SCRIPT_BUDGET_BEFORE_LOAD,
	scriptBytesBeforeLoad,
	scriptsBeforeLoad,
} from './script-budget';

// Share cards inside WeChat. A portal of this spec's own has a 公众号 whose token
// and ticket come from a local stand-in of WeChat's API; the JS-SDK is served by a stub that
// records wx.config and the share calls. In WeChat's browser the page loads the SDK (its origin in
// the CSP, nowhere else) and shares its title, summary, cover and canonical link; any other
// browser gets no SDK and no such CSP source. Screenshots go to /tmp/shots/wechat/.

const PORT = 4801;
const STAND_IN_PORTS = [4802, 4804] as const;
const APP_ID = 'wxe2e0000000000001';
const APP_SECRET = 'e2e-app-secret';
const SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const SHOTS = '/tmp/shots/wechat';

/** A `wx` that records what the page asks of it and is ready once configured. */
const STUB_SDK = `
window.wxCalls = [];
window.wx = {
	config(options) { window.wxCalls.push(['config', options]); },
	ready(callback) { window.wxCalls.push(['ready']); setTimeout(callback, 0); },
	error() { window.wxCalls.push(['error-handler']); },
	updateAppMessageShareData(data) { window.wxCalls.push(['updateAppMessageShareData', data]); },
	updateTimelineShareData(data) { window.wxCalls.push(['updateTimelineShareData', data]); },
};`;

interface ShareData {
	title: string;
	desc?: string;
	link: string;
	imgUrl: string;
}
type WxCall = [string, Record<string, unknown>?];

let portal: PortalServer;
let wechat: WeChatStandIn;

test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	wechat = await startWeChatStandIn({ apps: { [APP_ID]: APP_SECRET }, ports: STAND_IN_PORTS });
	portal = await startPortalServer(PORT, {
		WECHAT_APP_ID: APP_ID,
		WECHAT_APP_SECRET: APP_SECRET,
		WECHAT_API_BASE: wechat.endpoint,
	});
	mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
	await portal?.stop();
	await wechat?.close();
});

/** The project's device with WeChat's browser's user agent, the SDK served by the stub. */
async function openInWeChat(browser: Browser, testInfo: TestInfo): Promise<Page> {
	const mobile = testInfo.project.name === 'mobile';
	const device = mobile ? devices['Pixel 7'] : devices['Desktop Chrome'];
	const context = await browser.newContext({
		...device,
		viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 },
		userAgent: `${device.userAgent} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`,
		locale: 'zh-CN',
		timezoneId: 'Asia/Shanghai',
	});
	await context.route(SDK, (route) =>
		route.fulfill({ contentType: 'text/javascript', body: STUB_SDK }),
	);
	return context.newPage();
}

async function activityWithCover(page: Page): Promise<ActivitySummary> {
	const response = await page.request.post(`${portal.baseURL}/api/activity/getActivityList`, {
		data: { pageSize: 30 },
	});
	const { data } = (await response.json()) as { data: ListPage<ActivitySummary> };
	const found = data.items.find((item) => item.cover !== '' && item.summary !== '');
	if (!found) throw new Error('the demo data has no activity with a cover and a summary');
	return found;
}

async function wxCalls(page: Page): Promise<WxCall[]> {
	await expect
		.poll(() => page.evaluate(() => (window as unknown as { wxCalls?: WxCall[] }).wxCalls?.length))
		.toBe(5);
	return page.evaluate(() => (window as unknown as { wxCalls: WxCall[] }).wxCalls);
}

/** What the page's head says it is: the card WeChat should show. */
async function headOf(page: Page) {
	return page.evaluate(() => ({
		ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
		description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
		ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
		canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
	}));
}

/** For the screenshot only: the recorded card drawn over the page, roughly as a chat shows it. */
async function showCard(page: Page, card: ShareData) {
	await page.evaluate((data) => {
		const box = document.createElement('figure');
		Object.assign(box.style, {
			position: 'fixed',
			inset: 'auto 16px 16px auto',
			zIndex: '9999',
			width: '320px',
			margin: '0',
			padding: '12px',
			background: '#fff',
			border: '2px dashed #07c160',
			borderRadius: '8px',
			font: '14px/1.5 sans-serif',
			color: '#111',
		});
		const title = document.createElement('strong');
		title.textContent = data.title;
		const row = document.createElement('div');
		Object.assign(row.style, { display: 'flex', gap: '8px', marginTop: '6px' });
		const desc = document.createElement('span');
		desc.textContent = data.desc ?? '';
		Object.assign(desc.style, { flex: '1', color: '#666', fontSize: '12px' });
		const image = document.createElement('img');
		image.src = data.imgUrl;
		image.alt = '';
		Object.assign(image.style, { width: '56px', height: '56px', objectFit: 'cover' });
		const link = document.createElement('figcaption');
		link.textContent = `分享卡片（测试绘制）· ${data.link}`;
		Object.assign(link.style, { color: '#07c160', fontSize: '11px', marginTop: '6px' });
		row.append(desc, image);
		box.append(title, row, link);
		document.body.append(box);
		return image.decode();
	}, card);
}

/** Opens `path` in WeChat and checks the signed wx.config and both share calls. */
async function expectShareCard(page: Page, path: string, card: ShareData) {
	const csp = await watchCsp(page);
	const answer = await page.goto(`${portal.baseURL}${path}`, { waitUntil: 'load' });
	expect(answer?.status()).toBe(200);
	const policy = answer?.headers()['content-security-policy'] ?? '';
	expect(policy).toMatch(/script-src 'self' https:\/\/res\.wx\.qq\.com[ ;]/);
	expect(answer?.headers().vary).toBe('Accept-Encoding, User-Agent');
	// The SDK and the share code come after the load event.
	const early = (await scriptsBeforeLoad(page)).map(([url]) => url);
	expect(early.filter((url) => /wx\.qq\.com|wechat/.test(url))).toEqual([]);

	const calls = await wxCalls(page);
	const [name, config] = calls[0] ?? [];
	expect(name).toBe('config');
	expect(config).toMatchObject({
		debug: false,
		appId: APP_ID,
		jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
	});
	const { timestamp, nonceStr, signature } = config as Record<string, string | number>;
	const signed = `jsapi_ticket=${wechat.ticketOf(APP_ID)}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page.url().split('#')[0]}`;
	expect(signature).toBe(createHash('sha1').update(signed).digest('hex'));

	const share = Object.fromEntries(calls.slice(2).map(([call, data]) => [call, data]));
	expect(share.updateAppMessageShareData).toEqual(card);
	expect(share.updateTimelineShareData).toEqual({
		title: card.title,
		link: card.link,
		imgUrl: card.imgUrl,
	});
	expect(await violations(page, csp)).toEqual([]);
}

test('shares an activity’s title, summary, cover and canonical link inside WeChat', async ({
	browser,
}, testInfo) => {
	test.setTimeout(90_000);
	const page = await openInWeChat(browser, testInfo);
	const activity = await activityWithCover(page);
	const link = `${portal.baseURL}/detail-page?id=${activity.id}`;
	const card = {
		title: pageTitle('活动详情', activity.title),
		desc: activity.summary,
		link,
		imgUrl: new URL(activity.cover, link).href,
	};
	// The second visit is answered from the page cache: still WeChat's variant.
	for (let visit = 0; visit < 2; visit++) {
		await expectShareCard(page, `/detail-page?id=${activity.id}`, card);
	}
	expect(await scriptBytesBeforeLoad(page)).toBeLessThanOrEqual(SCRIPT_BUDGET_BEFORE_LOAD);
	expect(await headOf(page)).toEqual({
		ogTitle: card.title,
		description: card.desc,
		ogImage: card.imgUrl,
		canonical: link,
	});
	const device = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
	expect(new URL(page.url()).pathname).toBe(
		device === 'mobile' ? '/mobile/detail-page' : '/detail-page',
	);
	await expectNoSeriousViolations(page, `detail page in WeChat (${device})`);
	const width = device === 'mobile' ? 390 : 1440;
	await page.screenshot({ path: `${SHOTS}/detail-${width}.png` });
	await showCard(page, card);
	await page.screenshot({ path: `${SHOTS}/detail-card-${width}.png` });
	await page.context().close();
});

test('shares the home page with the campaign’s picture inside WeChat', async ({
	browser,
}, testInfo) => {
	test.setTimeout(60_000);
	const page = await openInWeChat(browser, testInfo);
	const mobile = testInfo.project.name === 'mobile';
	await expectShareCard(page, mobile ? '/mobile/home-list' : '/home-list', {
		title: '首页 - 2025年全国科普月',
		desc: '2025年全国科普月：全国科普活动、联合行动与科普资源',
		link: `${portal.baseURL}/home-list`,
		imgUrl: `${portal.baseURL}/images/share-cover.png`,
	});
	const picture = await page.request.get(`${portal.baseURL}/images/share-cover.png`);
	expect(picture.headers()['content-type']).toBe('image/png');
	await page.screenshot({ path: `${SHOTS}/home-${mobile ? 390 : 1440}.png` });
	await page.context().close();
});

test('outside WeChat a page loads nothing from WeChat and its CSP does not name it', async ({
	page,
	browser,
}, testInfo) => {
	test.setTimeout(60_000);
	const asked: string[] = [];
	page.on('request', (request) => {
		const url = request.url();
		if (url.includes('wx.qq.com') || url.includes('/wechat/')) asked.push(url);
	});
	const activity = await activityWithCover(page);
	const mobile = testInfo.project.name === 'mobile';
	// The WeChat tests above rendered these addresses moments ago: the cache keeps the variants apart.
	for (const path of [
		`/detail-page?id=${activity.id}`,
		mobile ? '/mobile/home-list' : '/home-list',
	]) {
		const answer = await page.goto(`${portal.baseURL}${path}`, { waitUntil: 'networkidle' });
		expect(answer?.status()).toBe(200);
		expect(answer?.headers()['content-security-policy']).not.toContain('wx.qq.com');
		expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' /);
		await expect(page.locator('html')).not.toHaveAttribute('data-wechat');
		// The after-load code has run (長辈模式's switch is its other part).
		await expect(page.locator('elder-switch button').first()).toHaveAttribute('aria-pressed', /.+/);
	}
	expect(asked).toEqual([]);

	// And the other way round: after those plain visits, WeChat still gets its own variant, also
	// from the cache's fast path (src/server/edge/page-fast-path.ts).
	const inWeChat = await openInWeChat(browser, testInfo);
	const again = await inWeChat.goto(`${portal.baseURL}${new URL(page.url()).pathname}`);
	expect(again?.headers()['content-security-policy']).toContain('https://res.wx.qq.com');
	await inWeChat.context().close();
});
