import type { MiddlewareHandler } from 'astro';

/** The answer to a host this portal does not serve; no cache or page has seen the request. */
export function misdirected(): Response {
	return new Response('421 Misdirected Request：此地址不属于本站 / host not served here', {
		status: 421,
		headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
	});
}

/** Sends the visitor where the edge's decision says (`/`, unknown paths, /login, device twins). */
export const redirect: MiddlewareHandler = (context, next) => {
	const { answer } = context.locals.edge;
	return answer.kind === 'redirect' ? context.redirect(answer.location, 302) : next();
};
