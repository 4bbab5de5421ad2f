import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi } from './helpers/api';
import { createTestDb } from './helpers/test-db';
import { startWeChatStandIn, type WeChatStandIn } from './helpers/wechat/wechat-standin';

// /wechat/jsConfig signs a page address for wx.config with the 公众号's jsapi_ticket. The token and
// the ticket come from a local stand-in of WeChat's API and are kept in the database, shared by
// every runtime on it. Each test uses an AppID of its own, so their credentials stay apart.

const PORTS = [4805, 4809] as const;
const ORIGIN = 'https://kepuyue.example';
const SECRETS: Record<string, string> = {
	wxshared: 'secret-shared',
	wxexpiry: 'secret-expiry',
	wxstale: 'secret-stale',
	wxrefused: 'secret-refused',
	wxhash: 'secret-hash',
};
const HOUR_MS = 3_600_000;

let handle: DbHandle;
let wechat: WeChatStandIn;
beforeAll(async () => {
	handle = await createTestDb();
	wechat = await startWeChatStandIn({
		apps: SECRETS,
		ports: PORTS,
		ticketExpiresIn: 3600,
		delayMs: 150,
	});
});
afterAll(async () => {
	await wechat?.close();
	await handle?.close();
});

function portal(appId: string, env: Record<string, string> = {}): TestApi {
	return createTestApi(handle.db, {
		PUBLIC_ORIGIN: ORIGIN,
		WECHAT_APP_ID: appId,
		WECHAT_APP_SECRET: SECRETS[appId] ?? 'unknown',
		WECHAT_API_BASE: wechat.endpoint,
		...env,
	});
}

let visitor = 0;
/** Each call from an address of its own, so that no rate-limit bucket puts them in a row. */
function jsConfig(api: TestApi, url: string) {
	visitor += 1;
	const ip = `10.88.${Math.floor(visitor / 250)}.${visitor % 250}`;
	return api.call('/wechat/jsConfig', {}, { method: 'GET', query: { url }, ip });
}

function expectedSignature(ticket: string, nonceStr: string, timestamp: number, url: string) {
	const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
	return createHash('sha1').update(text).digest('hex');
}

function callsSince(before: WeChatStandIn['calls']) {
	return { token: wechat.calls.token - before.token, ticket: wechat.calls.ticket - before.ticket };
}

test('signs the page address with the ticket WeChat issued for the configured 公众号', async () => {
	const api = portal('wxshared');
	const url = `${ORIGIN}/detail-page?id=7`;
	const answer = await jsConfig(api, url);
	expect(answer.code, answer.msg).toBe(0);
	const { appId, timestamp, nonceStr, signature } = answer.data;
	expect(appId).toBe('wxshared');
	expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
	expect(nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
	const ticket = wechat.ticketOf('wxshared');
	expect(ticket).toBeDefined();
	expect(signature).toBe(expectedSignature(ticket ?? '', nonceStr, timestamp, url));
	expect(answer.headers.get('cache-control')).toBe('no-store');
});

test('asks WeChat once for all the pages that two runtimes on the same database sign at once', async () => {
	const first = portal('wxshared');
	const second = portal('wxshared');
	const signed = await jsConfig(first, `${ORIGIN}/home-list`);
	expect(signed.code, signed.msg).toBe(0);
	const before = { ...wechat.calls };
	const answers = await Promise.all(
		Array.from({ length: 12 }, (_, k) =>
			jsConfig(k % 2 ? first : second, `${ORIGIN}/detail-page?id=${k + 1}`),
		),
	);
	for (const answer of answers) expect(answer.code, answer.msg).toBe(0);
	expect(callsSince(before)).toEqual({ token: 0, ticket: 0 });

	// A 公众号 no runtime has asked for yet: the concurrent first calls still make one request each.
	const third = portal('wxhash');
	const fourth = portal('wxhash');
	const cold = { ...wechat.calls };
	const coldAnswers = await Promise.all(
		Array.from({ length: 10 }, (_, k) =>
			jsConfig(k % 2 ? third : fourth, `${ORIGIN}/list-page?page=${k + 1}`),
		),
	);
	for (const answer of coldAnswers) expect(answer.code, answer.msg).toBe(0);
	expect(callsSince(cold)).toEqual({ token: 1, ticket: 1 });
});

test('keeps the ticket and token for their lifetime and renews them a little before they end', async () => {
	const api = portal('wxexpiry');
	const start = Date.now();
	const at = async (offsetMs: number) => {
		api.setNow(new Date(start + offsetMs));
		const answer = await jsConfig(api, `${ORIGIN}/home-list`);
		expect(answer.code, answer.msg).toBe(0);
	};
	const before = { ...wechat.calls };
	await at(0);
	expect(callsSince(before)).toEqual({ token: 1, ticket: 1 });
	// The ticket lasts 3,600 s here and the token 7,200 s; both are renewed 5 minutes early.
	await at(HOUR_MS - 10 * 60_000);
	expect(callsSince(before)).toEqual({ token: 1, ticket: 1 });
	await at(HOUR_MS - 4 * 60_000);
	expect(callsSince(before)).toEqual({ token: 1, ticket: 2 });
	await at(2 * HOUR_MS - 4 * 60_000);
	expect(callsSince(before)).toEqual({ token: 2, ticket: 3 });
});

test('replaces an access token WeChat no longer accepts, once', async () => {
	const api = portal('wxstale');
	const start = Date.now();
	const before = { ...wechat.calls };
	api.setNow(new Date(start));
	expect((await jsConfig(api, `${ORIGIN}/home-list`)).code).toBe(0);
	wechat.revokeTokens();
	api.setNow(new Date(start + HOUR_MS));
	const answer = await jsConfig(api, `${ORIGIN}/home-list`);
	expect(answer.code, answer.msg).toBe(0);
	// The stored token is refused (40001), a new one is fetched and the ticket asked for again.
	expect(callsSince(before)).toEqual({ token: 2, ticket: 3 });
	expect(wechat.refusals.at(-1)).toBe(40001);
});

describe('failures answer a Chinese message, never a 5xx', () => {
	test('WeChat refusing the secret', async () => {
		const api = portal('wxrefused', { WECHAT_APP_SECRET: 'not-the-secret' });
		const before = { ...wechat.calls };
		for (let k = 0; k < 2; k++) {
			const answer = await jsConfig(api, `${ORIGIN}/home-list`);
			expect(answer.status).toBe(200);
			expect(answer.code).toBe(100300001);
			expect(answer.msg).toBe('微信分享暂不可用，请稍后再试');
		}
		// Nothing was kept: each call asked again.
		expect(callsSince(before)).toEqual({ token: 2, ticket: 0 });
		expect(wechat.refusals.at(-1)).toBe(40001);
	});

	test('WeChat out of reach', async () => {
		const gone = await startWeChatStandIn({ apps: {}, ports: PORTS });
		await gone.close();
		const api = portal('wxrefused', { WECHAT_API_BASE: gone.endpoint });
		const answer = await jsConfig(api, `${ORIGIN}/home-list`);
		expect([answer.status, answer.code, answer.msg]).toEqual([
			200,
			100300001,
			'微信分享暂不可用，请稍后再试',
		]);
	});

	test('no 公众号 configured', async () => {
		const api = createTestApi(handle.db, { PUBLIC_ORIGIN: ORIGIN });
		const answer = await jsConfig(api, `${ORIGIN}/home-list`);
		expect([answer.status, answer.code]).toEqual([200, 100300001]);
		expect(answer.msg).toContain('未配置微信公众号');
	});

	test.each([
		['', '缺少页面地址 url'],
		['https://evil.example/home-list', '页面地址 url 应为本站'],
		['/home-list', '页面地址 url 应为本站'],
		['javascript:alert(1)', '页面地址 url 应为本站'],
		[`${ORIGIN}/${'a'.repeat(2100)}`, '页面地址 url 最多 2048 个字符'],
	])('the address %#: %s', async (url, message) => {
		const answer = await jsConfig(portal('wxshared'), url);
		expect(answer.status).toBe(200);
		expect(answer.code).toBe(100000001);
		expect(answer.msg).toContain(message);
	});
});

test('signs the address without its # part', async () => {
	const api = portal('wxhash');
	const url = `${ORIGIN}/detail-page?id=3`;
	const answer = await jsConfig(api, `${url}#materials`);
	expect(answer.code, answer.msg).toBe(0);
	const { timestamp, nonceStr, signature } = answer.data;
	expect(signature).toBe(
		expectedSignature(wechat.ticketOf('wxhash') ?? '', nonceStr, timestamp, url),
	);
});
