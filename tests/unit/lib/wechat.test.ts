import { describe, expect, it } from 'vitest';
import { isWeChatUserAgent } from '../../../src/lib/wechat';
import { withoutHash } from '../../../src/lib/wechat-share-card';

describe('isWeChatUserAgent', () => {
	it('knows WeChat’s browser on phones and on desktops by MicroMessenger/<version>', () => {
		expect(
			isWeChatUserAgent(
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
			),
		).toBe(true);
		expect(
			isWeChatUserAgent(
				'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/81.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090c11)',
			),
		).toBe(true);
	});

	it('leaves every other browser alone', () => {
		expect(
			isWeChatUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36'),
		).toBe(false);
		expect(isWeChatUserAgent('')).toBe(false);
		expect(isWeChatUserAgent(null)).toBe(false);
	});
});

describe('withoutHash', () => {
	it('drops # and what follows, as WeChat signs the address', () => {
		expect(withoutHash('https://a.example/detail-page?id=1#materials')).toBe(
			'https://a.example/detail-page?id=1',
		);
		expect(withoutHash('https://a.example/')).toBe('https://a.example/');
	});
});
