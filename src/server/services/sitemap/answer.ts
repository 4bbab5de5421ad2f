import type { Db } from '../../db/types';
import { readSitemap, readSitemapPart, type SitemapOptions } from './sitemap';

/**
 * Sitemaps change with every approval, but a crawler reads them rarely: an hour for caches on the
 * way, while the page cache (src/server/edge/page-cache.ts) keeps them packed for its own time.
 */
const SITEMAP_CACHE = 'public, max-age=3600';

function xmlAnswer(xml: string | null): Response {
	if (xml === null) {
		return new Response('404 Not Found：没有这一部分站点地图', {
			status: 404,
			headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
		});
	}
	return new Response(xml, {
		headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE },
	});
}

/** `/sitemap.xml`. */
export async function answerSitemap(db: Db, options: SitemapOptions): Promise<Response> {
	return xmlAnswer(await readSitemap(db, options));
}

/** `/sitemap-<part>.xml`. */
export async function answerSitemapPart(
	db: Db,
	part: string,
	options: SitemapOptions,
): Promise<Response> {
	return xmlAnswer(await readSitemapPart(db, part, options));
}
