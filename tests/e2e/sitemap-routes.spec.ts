import { expect, test } from '@playwright/test';
import type { ActivitySummary } from '../../src/lib/api/activity-types';
import type { Page as ListPage } from '../../src/lib/api/types';
import { rawGet } from './raw-http';

// robots.txt and the sitemap are served to crawlers as they come (a phone's user agent is not sent
// to /mobile), and a detail page's text is in its HTML, not drawn by a script.

const PHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

test('robots.txt names the sitemap, which lists a public activity whose page has its text @desktop', async ({
	baseURL,
	request,
}) => {
	const robots = await rawGet(`${baseURL}/robots.txt`, { 'user-agent': PHONE });
	expect(robots.status).toBe(200);
	expect(robots.headers['content-type']).toMatch(/^text\/plain/);
	const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots.body.toString())?.[1] ?? '';
	expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
	expect(robots.body.toString()).toContain('Disallow: /api/');

	const sitemap = await rawGet(`${baseURL}/sitemap.xml`, { 'user-agent': PHONE });
	expect(sitemap.status).toBe(200);
	expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
	const list = await request.post('/api/activity/getActivityList', { data: { pageSize: 1 } });
	const first = ((await list.json()) as { data: ListPage<ActivitySummary> }).data.items[0];
	if (!first) throw new Error('the demo data has no public activity');
	expect(sitemap.body.toString()).toContain(`/detail-page?id=${first.id}</loc><lastmod>`);

	const html = (await rawGet(`${baseURL}/detail-page?id=${first.id}`)).body.toString();
	expect(html).toContain(first.title);
	expect((await rawGet(`${baseURL}/sitemap-activities-99999.xml`)).status).toBe(404);
});
