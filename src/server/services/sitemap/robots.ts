/** Pages behind a login and endpoints that are no content of their own. */
const DISALLOWED = [
	'/api/',
	'/sa',
	'/login',
	'/user-center',
	'/publish-activity',
	'/admin',
	'/mobile/user-center',
	'/mobile/publish-activity',
];

/** `/robots.txt`: everything public may be crawled; the sitemap names it all. */
export function robotsTxt(sitemapUrl: string): string {
	return [
		'User-agent: *',
		...DISALLOWED.map((path) => `Disallow: ${path}`),
		'Allow: /',
		'',
		`Sitemap: ${sitemapUrl}`,
		'',
	].join('\n');
}
