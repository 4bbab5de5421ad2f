import { expect, test } from 'vitest';
import {
	isSafeUrl,
	sanitizeRichText,
} from '../../../../../src/server/services/activities/sanitize';

test('drops link and image URLs that are script URLs once hidden spaces are taken out', () => {
	for (const hidden of ['\u00a0', '\u2028', '\u3000', '\u200b', '\u00ad', '\u180e']) {
		const html = `<a href="${hidden}javascript:alert(1)">x</a><img src="${hidden}javascript:alert(2)">`;
		expect(sanitizeRichText(html)).toBe('<a rel="ugc nofollow noopener" target="_blank">x</a>');
	}
});

test('keeps relative, fragment and http(s) URLs', () => {
	for (const url of ['/uploads/a.webp', '#top', 'x', 'https://example.cn/a?b=c:d', 'HTTP://A.CN']) {
		expect(isSafeUrl(url), url).toBe(true);
	}
	expect(sanitizeRichText('<a href="https://example.cn/a">a</a>')).toBe(
		'<a href="https://example.cn/a" rel="ugc nofollow noopener" target="_blank">a</a>',
	);
});
