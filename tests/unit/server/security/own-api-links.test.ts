import { describe, expect, test } from 'vitest';
import { DomainError } from '../../../../src/server/domain-error';
import {
	isOwnApiLink,
	ownHostsOf,
	refuseOwnApiLink,
	refuseOwnApiLinksInHtml,
} from '../../../../src/server/security/own-api-links';
import { sanitizeRichText } from '../../../../src/server/services/activities/sanitize';

const HOSTS = ownHostsOf({
	publicOrigin: 'https://kepuyue.example.cn',
	analyticsWwwHost: 'www.kepuyue.cn',
});

describe('isOwnApiLink', () => {
	test.each([
		['absolute on PUBLIC_ORIGIN', 'https://kepuyue.example.cn/api/account/loginout'],
		['another port, plain http', 'http://kepuyue.example.cn:8080/api/account/loginout'],
		['the campaign www host', 'https://www.kepuyue.cn/api/account/loginout'],
		['this machine', 'http://127.0.0.1:5101/api/account/loginout'],
		['localhost', 'http://localhost:4321/api/h5/account/loginout'],
		['letter case of host and path', 'HTTPS://KePuYue.Example.CN/API/Account/LoginOut'],
		['a trailing dot on the host', 'https://kepuyue.example.cn./api/account/loginout'],
		['a user name before the host', 'https://x@kepuyue.example.cn/api/account/loginout'],
		['protocol-relative', '//kepuyue.example.cn/api/account/loginout'],
		['root-relative', '/api/account/loginout'],
		['relative to the desktop page', 'api/account/loginout'],
		['relative up from the phone page', '../api/account/loginout'],
		['dot segments', '/x/../api/account/loginout'],
		['a doubled slash', '/.//api/account/loginout'],
		['the API root', '/api'],
		['a query on the API root', '/api?x=1'],
		['backslashes', '\\\\kepuyue.example.cn\\api\\account\\loginout'],
		['backslash after the scheme', 'https:\\\\kepuyue.example.cn/api/account/loginout'],
		['percent-encoded letters', '/%61%70%69/account/loginout'],
		['an encoded slash', '%2Fapi%2Faccount%2Floginout'],
		['encoded twice', '%252Fapi%252Faccount%252Floginout'],
		['an encoded host', 'https://kepuyue.example.cn%2Fapi%2Faccount%2Floginout'],
		['hidden characters', ' \u200b/api/account/loginout'],
		['a tab inside the scheme', 'ht\ttps://kepuyue.example.cn/api/account/loginout'],
		['full-width host letters the URL parser folds', 'https://ｋｅｐｕｙｕｅ.example.cn/api/x'],
	])('refuses %s: %s', (_, url) => {
		expect(isOwnApiLink(url, HOSTS)).toBe(true);
	});

	test.each([
		['another site’s API', 'https://example.org/api/account/loginout'],
		['a look-alike host', 'https://kepuyue.example.cn.evil.example/api/x'],
		['our detail page', 'https://kepuyue.example.cn/detail-page?id=1'],
		['a path that only starts with api', '/apiary'],
		['api below another folder', '/docs/api/x'],
		['api in the query', '/detail-page?next=/api/account/loginout'],
		['a fragment', '#api'],
	])('keeps %s: %s', (_, url) => {
		expect(isOwnApiLink(url, HOSTS)).toBe(false);
	});
});

describe('refusals name the field in Chinese', () => {
	const catchError = (run: () => void) => {
		try {
			run();
		} catch (error) {
			return error;
		}
		return null;
	};

	test('rich text: any link into the API; a picture is dropped by the sanitiser instead', () => {
		for (const html of [
			'<p><a href="https://kepuyue.example.cn/api/account/loginout">领取奖品</a></p>',
			'<a href="https&#58;//kepuyue.example.cn/api/account/loginout">实体编码</a>',
			'<a href="/api/account/loginout"><img src="/uploads/x.webp"></a>',
			'<A HREF="//WWW.KEPUYUE.CN/API/ACCOUNT/LOGINOUT">大写</A>',
		]) {
			const error = catchError(() => refuseOwnApiLinksInHtml('活动详情', html, HOSTS));
			expect(error, html).toBeInstanceOf(DomainError);
			expect((error as DomainError).message).toMatch(/^活动详情不能链接到本站的接口地址/);
		}
		for (const html of ['<a href="https://example.org/api">外站</a>', '<img src="/api/x">']) {
			expect(catchError(() => refuseOwnApiLinksInHtml('活动详情', html, HOSTS))).toBeNull();
		}
		expect(sanitizeRichText('<p><img src="/api/account/loginout">图</p>')).toBe('<p>图</p>');
	});

	test('a link field', () => {
		const error = catchError(() =>
			refuseOwnApiLink('线上活动链接', 'https://kepuyue.example.cn/api/account/loginout', HOSTS),
		);
		expect((error as DomainError).message).toMatch(/^线上活动链接不能链接到本站的接口地址/);
		expect(catchError(() => refuseOwnApiLink('线上活动链接', '', HOSTS))).toBeNull();
	});
});
