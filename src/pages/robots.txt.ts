import type { APIRoute } from 'astro';
import { robotsTxt } from '../server/services/sitemap/robots';

/** `/robots.txt`, naming the sitemap on PUBLIC_ORIGIN. */
export const GET: APIRoute = ({ locals }) =>
	new Response(robotsTxt(new URL('/sitemap.xml', locals.runtime.config.publicOrigin).href), {
		headers: {
			'content-type': 'text/plain; charset=utf-8',
			'cache-control': 'public, max-age=3600',
		},
	});
