import type { MiddlewareHandler } from 'astro';
import { findRoute, isServicePath, loginHref } from '../lib/routes';

export function loginRedirectPath(url: URL): string {
	return loginHref(`${url.pathname}${url.search}`);
}

/** Pages that are not public need a session, else the visitor logs in first (SPEC §4). */
export const guard: MiddlewareHandler = (context, next) => {
	const path = context.url.pathname;
	if (isServicePath(path) || findRoute(path)?.isPublic !== false) return next();
	if (context.locals.session) return next();
	return context.redirect(loginRedirectPath(context.url), 302);
};
