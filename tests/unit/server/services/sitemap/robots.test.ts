import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../../../src/server/services/sitemap/robots';

describe('robotsTxt', () => {
	it('lets crawlers read public pages, keeps them off the API and signed-in pages, names the sitemap', () => {
		const text = robotsTxt('https://www.kepuyue.cn/sitemap.xml');
		expect(text).toMatch(/^User-agent: \*$/m);
		for (const path of ['/api/', '/user-center', '/publish-activity', '/admin'])
			expect(text).toContain(`Disallow: ${path}\n`);
		expect(text).not.toMatch(/Disallow: \/(list-page|detail-page|home-list)/);
		expect(text).toMatch(/^Sitemap: https:\/\/www\.kepuyue\.cn\/sitemap\.xml$/m);
	});
});
