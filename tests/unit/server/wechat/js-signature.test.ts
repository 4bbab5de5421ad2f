import { describe, expect, it } from 'vitest';
import { createNonceStr, signJsApi } from '../../../../src/server/wechat/js-signature';

describe('signJsApi', () => {
	it('signs the worked example of the JS-SDK documentation (附录1)', () => {
		expect(
			signJsApi({
				ticket:
					'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
				nonceStr: 'Wm3WZYTPz0wzccnW',
				timestamp: 1414587457,
				url: 'http://mp.weixin.qq.com?params=value',
			}),
		).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
	});

	it('signs the address as given: another query is another signature', () => {
		const base = { ticket: 't', nonceStr: 'n', timestamp: 1, url: 'https://a.example/p?id=1' };
		expect(signJsApi(base)).not.toBe(signJsApi({ ...base, url: 'https://a.example/p?id=2' }));
	});
});

describe('createNonceStr', () => {
	it('makes 16 letters and digits, a new one each time', () => {
		const nonces = new Set(Array.from({ length: 50 }, createNonceStr));
		expect(nonces.size).toBe(50);
		for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
	});
});
