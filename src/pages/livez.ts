import type { APIRoute } from 'astro';
import { publicPages } from '../server/edge/public-pages';

/**
 * Liveness: the process answers. It never touches the database. It also tells how the page cache
 * has done since the process started (`hits`, `beforeAstro` of them, `renders`), which bench:server
 * and bench:cluster read.
 */
export const GET: APIRoute = () =>
	new Response(JSON.stringify({ status: 'ok', pageCache: publicPages.counts }), {
		headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
	});
