import type { MiddlewareHandler } from 'astro';
import { findRoute, HOME_PATH, isServicePath, loginHref } from '../lib/routes';
import { safeRedirect } from '../lib/safe-redirect';

function loginRedirectPath(url: URL): string {
	return loginHref(safeRedirect(`${url.pathname}${url.search}`, HOME_PATH, url.origin));
}

/**
 * Pages that are not public need a session, else the visitor logs in first (docs/routes.md, "Login
 * guard").
 */
export const guard: MiddlewareHandler = (context, next) => {
	const path = context.url.pathname;
	if (isServicePath(path) || findRoute(path)?.isPublic !== false) return next();
	if (context.locals.session) return next();
	return context.redirect(loginRedirectPath(context.url), 302);
};
