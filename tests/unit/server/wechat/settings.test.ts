import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../src/server/config';

describe('WECHAT_* configuration', () => {
	it('is off without WECHAT_APP_ID, and then no page differs by user agent', () => {
		expect(readServerConfig({}).wechat).toBeNull();
	});

	it('reads the 公众号 with WeChat’s own API by default', () => {
		expect(
			readServerConfig({ WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 's3cret' }).wechat,
		).toEqual({ appId: 'wx123', appSecret: 's3cret', apiBase: 'https://api.weixin.qq.com' });
		expect(
			readServerConfig({
				WECHAT_APP_ID: 'wx123',
				WECHAT_APP_SECRET: 's3cret',
				WECHAT_API_BASE: 'http://127.0.0.1:4805/',
			}).wechat?.apiBase,
		).toBe('http://127.0.0.1:4805');
	});

	it('refuses an id without its secret and an API base that is not an origin', () => {
		expect(() => readServerConfig({ WECHAT_APP_ID: 'wx123' })).toThrow(/WECHAT_APP_SECRET/);
		expect(() =>
			readServerConfig({
				WECHAT_APP_ID: 'wx123',
				WECHAT_APP_SECRET: 's',
				WECHAT_API_BASE: 'api.weixin.qq.com/cgi-bin',
			}),
		).toThrow(/WECHAT_API_BASE/);
	});
});
