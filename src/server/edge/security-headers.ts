/**
 * The security headers of every answer, given by the middleware's security step
 * (steps/security-headers.ts) and by the page cache's fast path alike.
 */

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

/** The headers an answer gets unless it has its own: a page (HTML) keeps Astro's policy. */
export function securityHeadersFor(isPage: boolean, https: boolean): Record<string, string> {
	return {
		...COMMON_HEADERS,
		...(isPage ? {} : { 'content-security-policy': NON_PAGE_CSP }),
		...(https ? { 'strict-transport-security': HSTS } : {}),
	};
}
