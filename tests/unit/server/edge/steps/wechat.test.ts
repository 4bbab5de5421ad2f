import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../../src/server/config';
import { PageCache } from '../../../../../src/server/edge/page-cache';
import { createPageCacheMiddleware } from '../../../../../src/server/edge/steps/page-cache';
import { varyByUserAgent } from '../../../../../src/server/edge/steps/wechat';
import type { Runtime } from '../../../../../src/server/runtime';
import { DESKTOP_UA, fakeContext, fakeNext } from './fake-context';

const WECHAT_UA = `${DESKTOP_UA} MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat`;
const configured = { config: readServerConfig({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }) };
const unconfigured = { config: readServerConfig({}) };
const page = () =>
	new Response('<html></html>', {
		headers: {
			'content-type': 'text/html',
			'cache-control': 'public, max-age=60',
			vary: 'Accept-Encoding',
		},
	});

function contextFor(userAgent: string, runtime: Pick<Runtime, 'config'>) {
	return fakeContext('/detail-page?id=1', {
		userAgent,
		locals: { runtime: runtime as Runtime },
		config: { publicOrigin: 'http://portal.test', port: 80, wechat: runtime.config.wechat },
	});
}

describe('the WeChat variant', () => {
	it('renders the WeChat variant for WeChat’s browser when the 公众号 is configured', async () => {
		const context = contextFor(WECHAT_UA, configured);
		const response = await varyByUserAgent(context, fakeNext(page()));
		expect(context.locals.wechat).toBe(true);
		expect((response as Response).headers.get('vary')).toBe('Accept-Encoding, User-Agent');
	});

	it('renders the plain page for other browsers, with the same Vary', async () => {
		const context = contextFor(DESKTOP_UA, configured);
		const response = await varyByUserAgent(context, fakeNext(page()));
		expect(context.locals.wechat).toBe(false);
		expect((response as Response).headers.get('vary')).toBe('Accept-Encoding, User-Agent');
	});

	it('changes nothing without a 公众号', async () => {
		const context = contextFor(WECHAT_UA, unconfigured);
		const response = await varyByUserAgent(context, fakeNext(page()));
		expect(context.locals.wechat).toBe(false);
		expect((response as Response).headers.get('vary')).toBe('Accept-Encoding');
	});

	it('leaves answers that are not pages alone', async () => {
		const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
		const response = await varyByUserAgent(contextFor(WECHAT_UA, configured), fakeNext(json));
		expect((response as Response).headers.has('vary')).toBe(false);
	});
});

describe('page cache and the WeChat variant', () => {
	it('keeps the WeChat variant of a page apart from the plain one', async () => {
		const middleware = createPageCacheMiddleware(() => {}, new PageCache(60_000, 10));
		let renders = 0;
		const render = async () => {
			renders += 1;
			return new Response(`render ${renders}`, {
				headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
			});
		};
		const visit = async (isWeChat: boolean) => {
			const context = fakeContext('/home-list', {
				userAgent: isWeChat ? WECHAT_UA : DESKTOP_UA,
				config: { publicOrigin: 'http://portal.test', port: 80, wechat: configured.config.wechat },
			});
			return ((await middleware(context, render)) as Response).text();
		};
		expect(await visit(false)).toBe('render 1');
		expect(await visit(true)).toBe('render 2');
		expect(await visit(false)).toBe('render 1');
		expect(await visit(true)).toBe('render 2');
	});
});
