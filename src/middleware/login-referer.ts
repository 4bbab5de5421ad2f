import type { MiddlewareHandler } from 'astro';
import { HOME_PATH, LOGIN_PATH, loginHref } from '../lib/routes';
import { toPageTarget } from '../lib/safe-redirect';

/** The page of ours (path with query) the Referer names, if it names one other than /login. */
export function sameOriginRefererPath(referer: string | null, origin: string): string | null {
	if (!referer) return null;
	let url: URL;
	try {
		url = new URL(referer);
	} catch {
		return null;
	}
	if (url.origin !== origin) return null;
	return toPageTarget(`${url.pathname}${url.search}`, origin);
}

/**
 * /login with no query at all gains `redirect` = the previous page, else home (docs/routes.md,
 * "Redirects").
 */
export const loginReferer: MiddlewareHandler = (context, next) => {
	if (context.url.pathname !== LOGIN_PATH || context.url.search !== '') return next();
	const previous = sameOriginRefererPath(
		context.request.headers.get('referer'),
		context.url.origin,
	);
	return context.redirect(loginHref(previous ?? HOME_PATH), 302);
};
