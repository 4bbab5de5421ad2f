import { PAGE_ROUTES } from '../../../lib/routes';

/** Endpoints that are no content of their own. */
const SERVICE_PATHS = ['/api/', '/sa'];

/** Every page the route table keeps from search engines, with its /mobile twin. */
export function disallowedPaths(): string[] {
	const pages = PAGE_ROUTES.filter((route) => route.robots === 'disallow').flatMap((route) =>
		route.mobilePath ? [route.path, route.mobilePath] : [route.path],
	);
	return [...SERVICE_PATHS, ...new Set(pages)];
}

/** `/robots.txt`: everything public may be crawled; the sitemap names it all. */
export function robotsTxt(sitemapUrl: string): string {
	return [
		'User-agent: *',
		...disallowedPaths().map((path) => `Disallow: ${path}`),
		'Allow: /',
		'',
		`Sitemap: ${sitemapUrl}`,
		'',
	].join('\n');
}
