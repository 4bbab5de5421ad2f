import type { MiddlewareHandler } from 'astro';
import { securityHeadersFor } from '../security-headers';

function withHeaders(response: Response, headers: Record<string, string>): Response {
	const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name));
	if (missing.length === 0) return response;
	try {
		for (const [name, value] of missing) response.headers.set(name, value);
		return response;
	} catch {
		// Some responses (Response.redirect, fetched ones) have immutable headers.
		const copy = new Response(response.body, response);
		for (const [name, value] of missing) copy.headers.set(name, value);
		return copy;
	}
}

/**
 * Adds the security headers an answer lacks; the handlers' own values win. HTML is left to Astro's
 * policy, which `astro dev` does not send: a page must never get the empty non-page policy.
 */
export const securityHeaders: MiddlewareHandler = async (context, next) =>
	withSecurityHeaders(await next(), context.url.protocol === 'https:');

/** The security step's work on an answer, for `serve.mjs`'s direct API path too (api-direct-path.ts). */
export function withSecurityHeaders(response: Response, https: boolean): Response {
	const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
	return withHeaders(response, securityHeadersFor(isPage, https));
}
