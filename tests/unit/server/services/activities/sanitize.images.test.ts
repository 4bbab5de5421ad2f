import { expect, test } from 'vitest';
import { isOwnApiLink } from '../../../../../src/server/security/own-api-links';
import { sanitizeRichText } from '../../../../../src/server/services/activities/sanitize';

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.webp';

test('drops pictures that would call our API in the visitor’s name', () => {
	for (const src of [
		'/api/account/loginout',
		'/api/h5/account/loginout',
		'/images/../api/account/loginout',
		'api/account/loginout',
		'../api/account/loginout',
		'//localhost/api/account/loginout',
	]) {
		expect(sanitizeRichText(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
	}
});

test('drops pictures from other hosts, which would learn every visitor’s address', () => {
	for (const src of ['https://tracker.example/p.png', 'http://a.cn/b.jpg', '//cdn.example/c.png']) {
		expect(sanitizeRichText(`<img src="${src}">`), src).toBe('');
	}
});

test('keeps our own pictures with their size and alternative text', () => {
	expect(sanitizeRichText(`<img src="${UPLOAD}" alt="现场" width="10" height="5">`)).toBe(
		`<img alt="现场" width="10" height="5" src="${UPLOAD}" />`,
	);
	expect(sanitizeRichText('<img src="/images/chrome/logo.svg">')).toBe(
		'<img src="/images/chrome/logo.svg" />',
	);
});

test('links into our API lose their address; other links keep it', () => {
	expect(sanitizeRichText('<a href="/api/account/loginout">退出</a>')).toBe(
		'<a rel="ugc nofollow noopener" target="_blank">退出</a>',
	);
	for (const href of ['/api/account/loginout', 'api/x', '../api/x', '/API/x']) {
		expect(isOwnApiLink(href), href).toBe(true);
	}
	for (const href of ['/detail-page?id=1', 'https://example.cn/api/x', '/apiary']) {
		expect(isOwnApiLink(href), href).toBe(false);
	}
});
