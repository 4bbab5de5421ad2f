import type { MiddlewareHandler } from 'astro';

/** Headers every answer carries (ASVS 3.4.4, 3.4.5). */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The policy of answers that are not pages (API JSON, redirects, health checks, /sa): they load
 * nothing and nobody frames them. Pages carry Astro's policy (security.csp in astro.config.mjs) and
 * uploads their own sandbox.
 */
export const NON_PAGE_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** One year with subdomains (ASVS 3.4.1); browsers heed it over https only, so only then is it sent. */
export const HSTS = 'max-age=31536000; includeSubDomains';

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
export const securityHeaders: MiddlewareHandler = async (context, next) => {
	const response = await next();
	const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
	return withHeaders(response, {
		...COMMON_HEADERS,
		...(isPage ? {} : { 'content-security-policy': NON_PAGE_CSP }),
		...(context.url.protocol === 'https:' ? { 'strict-transport-security': HSTS } : {}),
	});
};
