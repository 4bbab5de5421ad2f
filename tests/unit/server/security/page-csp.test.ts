import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
	addPageCsp,
	inlineScriptHash,
	originOf,
	pageCspWith,
} from '../../../../src/server/security/page-csp';

function fakeCsp() {
	return {
		insertDirective: vi.fn(),
		insertScriptHash: vi.fn(),
		insertScriptResource: vi.fn(),
		insertStyleHash: vi.fn(),
		insertStyleResource: vi.fn(),
	};
}

describe('page CSP parts', () => {
	it('hashes an inline script as the browser does (SHA-256 of its UTF-8 text, base64)', () => {
		const code = "document.documentElement.style.fontSize='50px'";
		const expected = createHash('sha256').update(Buffer.from(code, 'utf8')).digest('base64');
		expect(inlineScriptHash(code)).toBe(`sha256-${expected}`);
		expect(inlineScriptHash('科普')).not.toBe(inlineScriptHash('科学'));
	});

	it('allows the configured analytics host for beacons and image beacons', () => {
		const csp = fakeCsp();
		addPageCsp(csp, {
			inlineScripts: ['a()'],
			analyticsServerUrl: 'https://sa.example.cn/x',
			wechat: false,
		});
		expect(csp.insertScriptHash).toHaveBeenCalledWith(inlineScriptHash('a()'));
		expect(csp.insertDirective).toHaveBeenCalledWith('connect-src https://sa.example.cn');
		expect(csp.insertDirective).toHaveBeenCalledWith('img-src https://sa.example.cn');
	});

	it("allows S3_PUBLIC_URL's origin for pictures and videos that /uploads/ redirects there", () => {
		const csp = fakeCsp();
		addPageCsp(csp, {
			inlineScripts: [],
			analyticsServerUrl: '',
			uploadPublicUrl: 'https://cdn.kepu.example.cn/uploads',
			wechat: false,
		});
		expect(csp.insertDirective).toHaveBeenCalledWith('img-src https://cdn.kepu.example.cn');
		expect(csp.insertDirective).toHaveBeenCalledWith('media-src https://cdn.kepu.example.cn');
	});

	it('adds no host for the default (own origin) or a value that is not an http(s) URL', () => {
		for (const value of [
			'',
			'sa.example.cn',
			'javascript:alert(1)',
			"https://a.cn'; script-src *",
		]) {
			const csp = fakeCsp();
			addPageCsp(csp, { inlineScripts: [], analyticsServerUrl: value, wechat: false });
			for (const [directive] of csp.insertDirective.mock.calls)
				expect(directive).toMatch(/^(connect|img)-src https?:\/\/[^\s;']+$/);
		}
		expect(originOf('')).toBeNull();
		expect(originOf('ftp://a.cn')).toBeNull();
		expect(() =>
			addPageCsp(undefined, { inlineScripts: ['x'], analyticsServerUrl: '', wechat: false }),
		).not.toThrow();
	});

	it('admits the WeChat JS-SDK’s origin, beside our own scripts, on the WeChat variant only', () => {
		const plain = fakeCsp();
		addPageCsp(plain, { inlineScripts: [], analyticsServerUrl: '', wechat: false });
		expect(plain.insertScriptResource).not.toHaveBeenCalled();
		const wechat = fakeCsp();
		addPageCsp(wechat, { inlineScripts: [], analyticsServerUrl: '', wechat: true });
		expect(wechat.insertScriptResource.mock.calls).toEqual([["'self'"], ['https://res.wx.qq.com']]);
	});

	it('fills in the configured analytics and S3 hosts for the layouts, which know only the page', () => {
		const csp = fakeCsp();
		const addForPage = pageCspWith({
			analyticsServerUrl: 'https://sa.example.cn',
			uploadStore: {
				kind: 's3',
				bucket: 'kepu',
				prefix: '',
				endpoint: undefined,
				region: 'cn',
				accessKeyId: undefined,
				secretAccessKey: undefined,
				forcePathStyle: false,
				publicUrl: 'https://cdn.example.cn/u',
			},
		});
		addForPage(csp, { inlineScripts: ['b()'], wechat: false });
		expect(csp.insertScriptHash).toHaveBeenCalledWith(inlineScriptHash('b()'));
		expect(csp.insertDirective).toHaveBeenCalledWith('connect-src https://sa.example.cn');
		expect(csp.insertDirective).toHaveBeenCalledWith('media-src https://cdn.example.cn');
	});
});
