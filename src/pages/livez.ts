import type { APIRoute } from 'astro';

/** Liveness: the process answers. It never touches the database. */
export const GET: APIRoute = () =>
	new Response(JSON.stringify({ status: 'ok' }), {
		headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
	});
