import type { MiddlewareHandler } from 'astro';
import { PRIVATE_PAGE_CACHE } from '../../../lib/browse/cache-control';
import { HOME_PATH, loginHref } from '../../../lib/routes';
import { safeRedirect } from '../../../lib/safe-redirect';

function loginRedirectPath(url: URL): string {
	return loginHref(safeRedirect(`${url.pathname}${url.search}`, HOME_PATH, url.origin));
}

/**
 * Pages that are not public need a session, else the visitor logs in first (docs/routes.md, "Login
 * guard"). What they show is never stored: Back after 退出登录 would show the page from the
 * browser's cache, its every request now refused, instead of asking the server, which sends the
 * login page.
 */
export const guard: MiddlewareHandler = async (context, next) => {
	if (!context.locals.edge.guarded) return next();
	if (!context.locals.session) return context.redirect(loginRedirectPath(context.url), 302);
	const response = await next();
	if (!response.headers.has('cache-control')) {
		response.headers.set('cache-control', PRIVATE_PAGE_CACHE);
	}
	return response;
};
